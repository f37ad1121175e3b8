// Open-loop load at a steady rate: the mix's "at half the rate" (what a shopper waits when the server
// keeps up). Requests start on a fixed schedule, 1/rate apart, whatever the earlier ones are doing, over
// at most `connections` kept-alive sockets; one that finds every socket busy waits for one, and its
// time counts from when it was due, so a stall is not hidden (no coordinated omission).
// autocannon's overallRate is not this: each connection sends its quota for the second back to back
// and then waits for the next second, so the server was saturated for part of every second and idle
// for the rest, and its p99 was the saturated one.
import { Agent } from 'node:http'
import type { Figures } from './measure.ts'
import { once, quantile } from './ttfb-load.ts'

type PacedShape = { rate: number; duration: number; connections: number }

const TIMEOUT_MS = 10_000

export async function pacedLoad(
  origin: string,
  paths: () => string,
  headers: (path: string) => Record<string, string>,
  shape: PacedShape,
): Promise<Figures & { requests: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: shape.connections })
  const times: number[] = []
  let errors = 0
  const one = async (due: number) => {
    const path = paths()
    const r = await once(agent, origin + path, { headers: headers(path), start: due, timeoutMs: TIMEOUT_MS })
    if (r.ok) times.push(r.full)
    else errors++
  }
  const start = performance.now()
  const interval = 1000 / shape.rate
  const total = Math.floor(shape.rate * shape.duration)
  const running: Promise<void>[] = []
  for (let k = 0; k < total;) {
    // Every request due by now starts now, timed from when it was due.
    const now = performance.now()
    for (; k < total && start + k * interval <= now; k++) running.push(one(start + k * interval))
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + k * interval - now)))
  }
  await Promise.all(running)
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  times.sort((a, b) => a - b)
  const at = (q: number) => Math.round(quantile(times, q))
  return { requests: times.length, rps: times.length / elapsed, p50: at(0.5), p99: at(0.99), errors }
}
