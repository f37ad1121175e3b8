// A request that fails validation answers 400 with `issues: [{ path, message }]` beside `message`, so a
// client lays each problem on the field it names without reading the text; the OpenAPI document says so.
import { beforeAll, expect, test } from 'vitest'
import { build } from '../support/build.ts'

let ctx: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  ctx = await build()
})

test('a body with two problems lists both, array indices as numbers, and the message still names them', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/fb-events',
    payload: { eventName: 'AddToCart', currency: 'USD', contents: [{ id: 1, quantity: -2 }] },
  })
  expect(res.statusCode).toBe(400)
  const body = res.json()
  expect(body.error).toBe('bad_request')
  expect(body.issues).toEqual(
    expect.arrayContaining([
      { path: ['body', 'contents', 0, 'quantity'], message: expect.any(String) },
      { path: ['body', 'currency'], message: expect.any(String) },
    ]),
  )
  expect(body.issues).toHaveLength(2)
  for (const issue of body.issues) expect(body.message).toContain(`${issue.path.join('.')}: ${issue.message}`)
})

test('a bad query parameter is an issue under querystring', async () => {
  const res = await ctx.app.inject('/api/product?size=abc')
  expect(res.statusCode).toBe(400)
  expect(res.json().issues).toEqual([{ path: ['querystring', 'size'], message: expect.any(String) }])
})

test('errors that are not validation (404, 401) carry no issues', async () => {
  const res = await ctx.app.inject('/api/product/slug/no-such-product')
  expect(res.statusCode).toBe(404)
  expect(res.json()).not.toHaveProperty('issues')
})

test('the OpenAPI document gives the 400 answer its issues', async () => {
  const doc = (await ctx.app.inject('/api/docs/json')).json()
  const answer = doc.paths['/api/fb-events'].post.responses['400']
  const schema = answer.content['application/json'].schema
  expect(Object.keys(schema.properties)).toEqual(['error', 'message', 'issues'])
  expect(schema.properties.issues.items.required).toEqual(['path', 'message'])
})
