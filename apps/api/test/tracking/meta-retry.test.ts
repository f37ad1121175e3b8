// Issue 16: a Meta Conversions event that fails during the request is retried from the job queue with
// backoff, bounded, and idempotent by event id: it arrives at Meta once, and its row ends forwarded.
import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { jobs, trackedEvents } from '../../src/db/schema.ts'
import { build } from '../support/build.ts'
import { FAKE_META_TOKEN, FAKE_PIXEL_ID, startFakeMeta } from '../support/fakes/meta-capi.ts'

let down = true
let meta: Awaited<ReturnType<typeof startFakeMeta>>
let ctx: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  meta = await startFakeMeta({ failing: () => down })
  ctx = await build({
    META_PIXEL_ID: FAKE_PIXEL_ID,
    META_ACCESS_TOKEN: FAKE_META_TOKEN,
    META_GRAPH_URL: meta.origin,
    JOB_POLL_MS: '100',
    JOB_RETRY_BASE_MS: '200',
    JOB_RETRY_CAP_MS: '400',
  })
})
afterAll(() => meta.close())

const event = {
  eventName: 'AddToCart',
  eventUrl: 'https://haat.example/product/indigo-kurta',
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  content_ids: [42],
  content_type: 'product',
  cart_total: 1600,
}

test('an event Meta refused is retried with backoff and accepted once, under its first event id', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/fb-events', payload: event })
  expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('503') })
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'meta-event'))
  expect(job).toMatchObject({ key: expect.stringMatching(/^meta-event:haat-\d+$/), maxAttempts: 6 })
  const eventId = job!.key!.split(':')[1]!

  // Meta still down: attempts are spaced by the backoff, not hammered.
  await expect.poll(() => meta.received.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3)
  const times = (await ctx.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!
  expect(times.lastError).toContain('503')
  expect(meta.accepted).toEqual([])

  down = false
  await expect.poll(() => meta.accepted, { timeout: 5000 }).toEqual([eventId])
  await sleep(600) // several more polls: the done job is not sent again
  expect(meta.accepted).toEqual([eventId])
  const ids = meta.received.map((r) => (r.body as { data: { event_id: string }[] }).data[0]!.event_id)
  expect(new Set(ids)).toEqual(new Set([eventId])) // every attempt carried the same event id
  const [row] = await ctx.db
    .select()
    .from(trackedEvents)
    .where(eq(trackedEvents.id, Number(eventId.replace('haat-', ''))))
  expect(row).toMatchObject({ forwarded: true, forwardError: null })
})

test('retries are bounded: after the last attempt the job is given up and kept for the operator', async () => {
  down = true
  const res = await ctx.app.inject({ method: 'POST', url: '/api/fb-events', payload: event })
  expect(res.json().success).toBe(false)
  const mine = async () =>
    (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'meta-event'))).find((j) => j.doneAt === null)
  await expect.poll(async () => (await mine())?.failedAt ?? null, { timeout: 10_000 }).toBeInstanceOf(Date)
  expect(await mine()).toMatchObject({ attempts: 6, lastError: expect.stringContaining('503') })
})
