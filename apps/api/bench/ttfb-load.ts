// Load for server-rendered pages, measuring time to first byte (response headers received) as well as
// the whole answer: N keep-alive connections each asking for the next path as soon as its last answer
// ended. Sends a phone browser's User-Agent and Accept-Encoding, so the server streams (first byte when
// the page's shell is ready, not when every deferred part is) and compresses as it would for a shopper.
import { Agent, request } from 'node:http'
import type { LoadShape } from './measure.ts'

export type PageFigures = {
  rps: number
  ttfb50: number
  ttfb99: number
  full50: number
  errors: number
  bytes: number
}

export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

type Once = { headers?: Record<string, string>; start?: number; timeoutMs?: number }

/** One request over the agent, timed from `start` (by default when it is sent); a timeout is an error. */
export function once(
  agent: Agent,
  url: string,
  { headers = BROWSER_HEADERS, start = performance.now(), timeoutMs }: Once = {},
): Promise<{ ttfb: number; full: number; ok: boolean; bytes: number }> {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers, timeout: timeoutMs }, (res) => {
      const ttfb = performance.now() - start
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () =>
        resolve({ ttfb, full: performance.now() - start, ok: res.statusCode === 200, bytes }),
      )
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', () => resolve({ ttfb: NaN, full: NaN, ok: false, bytes: 0 }))
    req.end()
  })
}

async function run(origin: string, paths: readonly string[], shape: LoadShape, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: shape.connections })
  const ttfb: number[] = []
  const full: number[] = []
  let errors = 0
  let bytes = 0
  let next = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: shape.connections }, async () => {
      while (performance.now() < until) {
        const r = await once(agent, origin + paths[next++ % paths.length])
        if (!r.ok) {
          errors++
          continue
        }
        ttfb.push(r.ttfb)
        full.push(r.full)
        bytes = r.bytes
      }
    }),
  )
  agent.destroy()
  return { ttfb: ttfb.sort((a, b) => a - b), full: full.sort((a, b) => a - b), errors, bytes }
}

export async function measurePages(
  origin: string,
  paths: readonly string[],
  shape: LoadShape,
): Promise<PageFigures> {
  await run(origin, paths, shape, 2) // warm-up
  const r = await run(origin, paths, shape, shape.duration)
  const ms = (x: number) => Math.round(x * 10) / 10
  return {
    rps: r.ttfb.length / shape.duration,
    ttfb50: ms(quantile(r.ttfb, 0.5)),
    ttfb99: ms(quantile(r.ttfb, 0.99)),
    full50: ms(quantile(r.full, 0.5)),
    errors: r.errors,
    bytes: r.bytes,
  }
}
