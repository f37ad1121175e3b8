// The soak's traffic: `connections` loops, each sending one request after another for `seconds`:
// 70 % reads (listing, product, categories, priced bag) and 30 % writes (votes, bag replaces) by
// signed-in shoppers. Latencies, statuses, errors and time-outs are counted per request.
import { SORT_KEYS } from '@haat/domain/rules/sort'
import type { HttpCall, HttpClient } from '../lib/http-client.ts'
import type { Rng } from '../lib/prng.ts'
import type { ShopFixture } from '../lib/shop-fixture.ts'

export type TrafficResult = {
  requests: number
  latencies: number[]
  byStatus: Record<string, number>
  errors: number
  timeouts: number
  firstError?: string
}

export async function mixedTraffic(o: {
  client: HttpClient
  rng: Rng
  shop: ShopFixture
  tokens: string[]
  connections: number
  seconds: number
  timeoutMs: number
}): Promise<TrafficResult> {
  const result: TrafficResult = { requests: 0, latencies: [], byStatus: {}, errors: 0, timeouts: 0 }
  const until = performance.now() + o.seconds * 1000
  // Each connection is one shopper (a person does not send 200 bag replaces at once).
  const next = (token: string): HttpCall => {
    const r = o.rng.next()
    const id = o.rng.pick(o.shop.productIds)
    const auth = { authorization: `Bearer ${token}` }
    const line = { ...o.rng.pick(o.shop.lines), quantity: o.rng.int(1, 3) }
    if (r < 0.3)
      return {
        path: `/api/product?page=${o.rng.int(0, 1)}&size=12&sort=${encodeURIComponent(o.rng.pick(SORT_KEYS))}`,
      }
    if (r < 0.5) return { path: `/api/product/search/${id}`, headers: o.rng.chance(0.5) ? auth : {} }
    if (r < 0.6) return { path: '/api/category' }
    if (r < 0.7) return { method: 'POST', path: '/api/cart/data', json: [line], headers: auth }
    if (r < 0.9)
      return {
        method: 'PUT',
        path: `/api/product/${o.rng.chance(0.6) ? 'upvote' : 'downvote'}/${id}`,
        headers: auth,
      }
    return { method: 'POST', path: '/api/cart', json: [line], headers: auth }
  }
  const loop = async (token: string) => {
    while (performance.now() < until) {
      result.requests++
      try {
        const res = await o.client.call({ ...next(token), timeoutMs: o.timeoutMs })
        result.latencies.push(res.ms)
        result.byStatus[res.status] = (result.byStatus[res.status] ?? 0) + 1
      } catch (err) {
        const message = (err as Error).message
        if (message.startsWith('time-out')) result.timeouts++
        else result.errors++
        result.firstError ??= message
      }
    }
  }
  await Promise.all(Array.from({ length: o.connections }, (_, i) => loop(o.tokens[i % o.tokens.length]!)))
  return result
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
