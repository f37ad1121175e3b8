// GET /metrics answers Prometheus text to its bearer token only, and is absent without METRICS_TOKEN;
// liveness and readiness are separate endpoints.
import { beforeAll, describe, expect, test } from 'vitest'
import { enqueue } from '../src/jobs/queue.ts'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'

const TOKEN = 'metrics-token-for-tests-0123456789'
let ctx: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  ctx = await build({ METRICS_TOKEN: TOKEN, JOBS_WORKER: 'false' })
})

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })

describe('/metrics', () => {
  test('is refused without its token or with another one', async () => {
    for (const auth of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(auth)
      expect(res.statusCode, auth).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(res.body).not.toContain('haat_')
    }
  })

  test('answers the token with requests by route, queue depth, event-loop lag and memory', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/live' })
    await ctx.app.inject({ method: 'GET', url: '/api/product/slug/nothing-here' })
    await enqueue(ctx.db, { kind: 'order-email', payload: {} })
    const res = await scrape(`Bearer ${TOKEN}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const text = res.body
    expect(text).toMatch(
      /haat_http_request_duration_seconds_count\{method="GET",route="\/api\/live",status="200"\} 1/,
    )
    expect(text).toMatch(
      /haat_http_request_duration_seconds_count\{method="GET",route="\/api\/product\/slug\/:slug",status="\d+"\} 1/,
    )
    expect(text).toContain('haat_job_queue_depth{kind="order-email",state="waiting"} 1')
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'haat_cache_lookups_total',
      'haat_votes_total',
      'haat_orders_total',
      'haat_payments_total',
    ]) {
      expect(text).toContain(`# TYPE ${name}`)
    }
  })

  test("reports each cache's bytes as it counts them, and their fall when the catalogue changes", async () => {
    const cached = await build({ METRICS_TOKEN: TOKEN, JOBS_WORKER: 'false', LISTING_PAGE_CACHE_MS: '30000' })
    const bytes = async (cache: string) => {
      const text = (
        await cached.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
      ).body
      return Number(new RegExp(`^haat_cache_bytes\\{cache="${cache}"\\} (\\S+)$`, 'm').exec(text)?.[1])
    }
    const { brand, category } = await insertCatalogueBasics(cached.db)
    for (const title of ['Kantha throw', 'Brass diya', 'Neem comb'])
      await insertProduct(cached.db, { title, brandId: brand.id, categoryId: category.id })
    expect(await bytes('shared-answers')).toBe(0)
    const listing = await cached.app.inject({ url: '/api/product?page=0&size=10' })
    expect(listing.statusCode).toBe(200)
    // The stored answer's bytes and its brotli allowance, and the cards it was made from.
    expect(await bytes('shared-answers')).toBeGreaterThanOrEqual(listing.rawPayload.length)
    expect(await bytes('listing-pages')).toBeGreaterThan(listing.rawPayload.length)
    for (const cache of ['own-copies', 'voter-votes']) expect(await bytes(cache)).toBe(0)
    cached.catalogEvents.emit('changed', 'local')
    expect(await bytes('shared-answers')).toBe(0)
    expect(await bytes('listing-pages')).toBe(0)
  })

  test('does not exist without METRICS_TOKEN', async () => {
    const open = await build()
    expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
  })
})

test('liveness and readiness are separate endpoints', async () => {
  expect((await ctx.app.inject({ method: 'GET', url: '/api/live' })).json()).toEqual({ status: 'ok' })
  const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' })
  expect(ready.json()).toEqual({ status: 'ok', database: 'up' })
})
