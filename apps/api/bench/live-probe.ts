// What a request that needs no work waits while the mix runs: /api/live (no database, no render) asked
// on its own connection at a steady rate. With PostgreSQL a query waits on a socket; with PGlite it runs
// in the server's own thread, so every request queued behind it waits too (issue 13: the embedded
// database must not stall the event loop for other requests). The figures are that wait.
import { Agent, get } from 'node:http'

export type Probe = { p50Ms: number; p99Ms: number; maxMs: number; count: number }

export function startLiveProbe(origin: string, perSecond: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const times: number[] = []
  let inFlight = false
  const timer = setInterval(() => {
    if (inFlight) return // one at a time: a stalled answer is one long sample, not a pile of them
    inFlight = true
    const start = performance.now()
    const done = () => (inFlight = false)
    get(`${origin}/api/live`, { agent }, (res) => {
      res.resume().on('end', () => (times.push(performance.now() - start), done()))
    }).on('error', done)
  }, 1000 / perSecond)
  return {
    stop(): Probe {
      clearInterval(timer)
      agent.destroy()
      times.sort((a, b) => a - b)
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
      return { p50Ms: at(0.5), p99Ms: at(0.99), maxMs: times.at(-1) ?? NaN, count: times.length }
    },
  }
}
