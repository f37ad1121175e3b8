// POST /api/fb-events forwards to the Meta Conversions API when configured (a local fake that checks
// the request), marks the row forwarded, answers success:false with the reason when Meta refuses, and
// keeps the ad click id in a 90-day _fbc cookie.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { trackedEvents } from '../../src/db/schema.ts'
import { build } from '../support/build.ts'
import type { FakeServer } from '../support/fakes/listen.ts'
import { FAKE_META_TOKEN, FAKE_PIXEL_ID, startFakeMeta } from '../support/fakes/meta-capi.ts'

let meta: FakeServer
let ctx: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  meta = await startFakeMeta()
  ctx = await build({
    META_PIXEL_ID: FAKE_PIXEL_ID,
    META_ACCESS_TOKEN: FAKE_META_TOKEN,
    META_GRAPH_URL: meta.origin,
  })
})
afterAll(() => meta.close())

const addToCart = {
  eventName: 'AddToCart',
  eventUrl: 'https://haat.example/product/indigo-kurta',
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  email: '  Asha.Rao@Example.IN ',
  fbp: 'fb.1.1700000000000.111',
  content_ids: [42],
  content_type: 'product',
  contents: [{ id: 42, quantity: 2, item_price: 800 }],
  cart_total: 1600,
}
const post = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/fb-events', payload, headers })
const rowOf = async (eventId: string) => {
  const id = Number(eventId.replace('haat-', ''))
  const [row] = await ctx.db.select().from(trackedEvents).where(eq(trackedEvents.id, id))
  return row!
}

describe('forwarding', () => {
  test('sends one server event with the hashed email, INR value and contents; the row is marked forwarded', async () => {
    const res = await post(addToCart)
    expect(res.json()).toEqual({ success: true })
    const sent = meta.received.at(-1)!
    expect(sent.url).toBe(`/v21.0/${FAKE_PIXEL_ID}/events`)
    const body = sent.body as { access_token: string; data: Record<string, unknown>[] }
    expect(body.access_token).toBe(FAKE_META_TOKEN)
    const [event] = body.data
    expect(event).toEqual({
      event_name: 'AddToCart',
      event_time: expect.any(Number),
      event_source_url: addToCart.eventUrl,
      action_source: 'website',
      event_id: expect.stringMatching(/^haat-\d+$/),
      user_data: {
        em: [createHash('sha256').update('asha.rao@example.in').digest('hex')],
        client_user_agent: addToCart.userAgent,
        client_ip_address: '127.0.0.1',
        fbp: addToCart.fbp,
      },
      custom_data: {
        currency: 'INR',
        value: 1600,
        content_ids: ['42'],
        content_type: 'product',
        contents: [{ id: '42', quantity: 2, item_price: 800 }],
      },
    })
    expect(JSON.stringify(sent.body)).not.toContain('Example.IN')
    expect(await rowOf(event!.event_id as string)).toMatchObject({ forwarded: true, forwardError: null })
  })

  test("without an email no em is sent; the request's user agent stands in for a missing one", async () => {
    const { email: _email, userAgent: _ua, ...anonymous } = addToCart
    const res = await post({ ...anonymous, eventName: 'buy_now_click' }, { 'user-agent': 'HaatTest/1.0' })
    expect(res.json()).toEqual({ success: true })
    const [event] = (meta.received.at(-1)!.body as { data: { user_data: Record<string, unknown> }[] }).data
    expect(event!.user_data.em).toBeUndefined()
    expect(event!.user_data.client_user_agent).toBe('HaatTest/1.0')
  })
})

test('Meta refusing the event answers success:false with the reason; the event is still stored', async () => {
  const wrong = await build({
    META_PIXEL_ID: FAKE_PIXEL_ID,
    META_ACCESS_TOKEN: 'expired-token',
    META_GRAPH_URL: meta.origin,
  })
  const res = await wrong.app.inject({ method: 'POST', url: '/api/fb-events', payload: addToCart })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ success: false, message: 'Meta answered 400: Invalid OAuth access token.' })
  const rows = await wrong.db.select().from(trackedEvents)
  expect(rows).toEqual([
    expect.objectContaining({
      eventName: 'AddToCart',
      forwarded: false,
      forwardError: expect.stringContaining('OAuth'),
    }),
  ])
  // Meta unreachable is a failure too, never a 500.
  const down = await build({
    META_PIXEL_ID: FAKE_PIXEL_ID,
    META_ACCESS_TOKEN: FAKE_META_TOKEN,
    META_GRAPH_URL: 'http://127.0.0.1:9',
  })
  const unreachable = await down.app.inject({ method: 'POST', url: '/api/fb-events', payload: addToCart })
  expect(unreachable.json()).toEqual({
    success: false,
    message: expect.stringContaining('Meta could not be reached'),
  })
})

test('without Meta settings events are only stored (success:true, not forwarded)', async () => {
  const plain = await build()
  const res = await plain.app.inject({ method: 'POST', url: '/api/fb-events', payload: addToCart })
  expect(res.json()).toEqual({ success: true })
  expect(await plain.db.select().from(trackedEvents)).toEqual([
    expect.objectContaining({ forwarded: false, forwardError: null }),
  ])
})

describe('the click-id cookie', () => {
  test('an event from an ad click (fbclid) sets _fbc for 90 days and forwards it as fbc', async () => {
    const res = await post({
      ...addToCart,
      eventUrl: 'https://haat.example/product/indigo-kurta?fbclid=IwAR0abc',
    })
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('_fbc='))
    expect(cookie).toMatch(/^_fbc=fb\.1\.\d{13}\.IwAR0abc; Max-Age=7776000; Path=\/; SameSite=Lax$/)
    const [event] = (meta.received.at(-1)!.body as { data: { user_data: { fbc?: string } }[] }).data
    expect(event!.user_data.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR0abc$/)
  })

  test('later events carry the cookie; the cookie is not set again for the same click', async () => {
    const fbc = 'fb.1.1700000000000.IwAR0abc'
    const res = await post(
      { ...addToCart, eventUrl: 'https://haat.example/cart?fbclid=IwAR0abc' },
      { cookie: `_fbc=${fbc}` },
    )
    expect(res.headers['set-cookie']).toBeUndefined()
    const [event] = (meta.received.at(-1)!.body as { data: { user_data: { fbc?: string } }[] }).data
    expect(event!.user_data.fbc).toBe(fbc)
  })
})
