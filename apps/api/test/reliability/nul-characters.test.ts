// Found by the fuzz run (seed 20261122): a NUL character (U+0000) in text reached PostgreSQL and
// came back as a 500. Now every route refuses it with a 400 naming the field, on both databases.
import { beforeAll, expect, test } from 'vitest'
import { build } from '../support/build.ts'

let ctx: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  ctx = await build()
})

test.each([
  [
    'POST',
    '/api/fb-events',
    { eventName: 'PageView', eventUrl: 'a\u0000b', currency: 'INR' },
    'body.eventUrl',
  ],
  ['POST', '/api/ui-logger', { severity: 'error', message: 'boom\u0000' }, 'body.message'],
  ['GET', '/api/product/slug/a%00b', undefined, 'params.slug'],
  ['GET', '/api/product?search=tea%00', undefined, 'querystring.search'],
  ['GET', '/api/tag/slug/%00', undefined, 'params.slug'],
])('%s %s with U+0000 → 400 naming %s', async (method, url, payload, where) => {
  const res = await ctx.app.inject({ method: method as 'GET', url, ...(payload && { payload }) })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringContaining(where) })
})
