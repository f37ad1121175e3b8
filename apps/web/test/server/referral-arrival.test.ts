// @vitest-environment node
// A page opened through a shared link (decision 0782): the server records the visit on a real database,
// keeps the sharer's code in an HttpOnly cookie, and the page cache never stores that answer. The
// phone's own link and a reload of the same link are not counted again.
import Fastify from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createCatalogEvents } from '@haat/api/events/catalog-events'
import { openDatabase, type Database } from '@haat/api/db/client'
import { referrals } from '@haat/api/db/schema'
import { pageCache } from '../../server/page-cache/page-cache.ts'
import { referralArrival } from '../../server/referral-arrival.ts'

let database: Database
const app = Fastify()

beforeAll(async () => {
  database = await openDatabase({})
  await app.register(async (scope) => {
    referralArrival(scope, database.db)
    await pageCache(scope, { ttlMs: 60_000, events: createCatalogEvents() })
    scope.get('/*', async (_req, reply) => reply.type('text/html').send('<p>page</p>'))
  })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const open = (url: string, cookie?: string) =>
  app.inject({ url, headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } })
const visits = async () =>
  (await database.db.select().from(referrals)).map((r) => ({ code: r.code, kind: r.kind, path: r.path }))

test('a shared link records a visit and keeps the code in a 30-day HttpOnly cookie', async () => {
  const res = await open('/product/clay-mug?ref=ab12cd34ef&utm_source=whatsapp')
  expect(res.statusCode).toBe(200)
  expect(res.headers['set-cookie']).toBe(
    'haat_ref=ab12cd34ef; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
  )
  expect(await visits()).toEqual([{ code: 'ab12cd34ef', kind: 'visit', path: '/product/clay-mug' }])
  // The answer that set the cookie was not kept: the next reader of that address gets its own.
  const again = await open('/product/clay-mug?ref=ab12cd34ef&utm_source=whatsapp')
  expect(again.headers['x-cache']).not.toBe('HIT')
  expect(again.headers['set-cookie']).toBeDefined()
})

test('the phone’s own link, a reload of the same link and a bad code are not counted', async () => {
  const before = (await visits()).length
  const own = await open('/guides/monsoon?ref=zz99yy88xx', 'haat_share=zz99yy88xx')
  const reload = await open('/guides/monsoon?ref=ab12cd34ef', 'x=1; haat_ref=ab12cd34ef')
  const bad = await open('/guides/monsoon?ref=NOT-A-CODE')
  for (const res of [own, reload, bad]) {
    expect(res.statusCode).toBe(200)
    expect(res.headers['set-cookie']).toBeUndefined()
  }
  expect((await visits()).length).toBe(before)
  // Another sharer's link replaces the kept code: the last link wins.
  const other = await open('/binge/7?ref=qq11ww22ee', 'haat_ref=ab12cd34ef')
  expect(other.headers['set-cookie']).toMatch(/^haat_ref=qq11ww22ee;/)
  expect((await visits()).at(-1)).toEqual({ code: 'qq11ww22ee', kind: 'visit', path: '/binge/7' })
})
