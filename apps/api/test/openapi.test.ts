// The API documents itself: /api/docs/json lists every route with its answers (incl. error shapes).
import { expect, test } from 'vitest'
import { build } from './support/build.ts'

const ROUTES = [
  'get /api/health',
  'get /api/product',
  'get /api/product/category',
  'get /api/product/category/{name}',
  'get /api/product/slug/{slug}',
  'get /api/product/search/{id}',
  'get /api/product/brand/{id}',
  'get /api/product/top-5-trending',
  'get /api/product/tags/{slug}',
  'get /api/product/upvoted',
  'put /api/product/upvote/{productId}',
  'put /api/product/downvote/{productId}',
  'get /api/category',
  'get /api/tag',
  'get /api/tag/slug/{slug}',
  'get /api/brand/product',
  'get /api/brand/product/slug/{slug}',
  'get /api/feeds',
  'get /api/feeds/slug/{slug}',
  'get /api/feeds/featuredGuides',
  'get /api/feeds/event',
  'get /api/file/tapes',
  'get /api/file/tapes/{id}',
  'put /api/user/merge/upvotes',
  'get /api/user/{id}',
  'put /api/user/{id}',
  'post /api/ui-logger',
  'post /api/fb-events',
]

type Operation = { tags?: string[]; summary?: string; responses?: Record<string, unknown> }

test('/api/docs/json lists every catalogue route with tags, a summary and its answers', async () => {
  const { app } = await build()
  const res = await app.inject('/api/docs/json')
  expect(res.statusCode).toBe(200)
  const paths = res.json().paths as Record<string, Record<string, Operation>>
  const listed = Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`))
  expect(listed).toEqual(expect.arrayContaining(ROUTES))
  for (const route of ROUTES) {
    const [method, path] = route.split(' ') as [string, string]
    const op = paths[path]![method]!
    expect(op.tags?.length, route).toBeGreaterThan(0)
    expect(op.summary, route).toBeTruthy()
    const codes = Object.keys(op.responses ?? {})
    expect(
      codes.some((c) => c.startsWith('2')),
      route,
    ).toBe(true)
    if (route !== 'get /api/health')
      expect(
        codes.some((c) => c.startsWith('4')),
        route,
      ).toBe(true)
  }
})

type Parameter = { name: string; in: string; schema?: { enum?: string[] } }

test('?lang is documented on the storefront routes that answer catalogue texts, not on the admin', async () => {
  const { app } = await build()
  const paths = (await app.inject('/api/docs/json')).json().paths as Record<
    string,
    Record<string, { parameters?: Parameter[] }>
  >
  const lang = (path: string, method = 'get') =>
    paths[path]?.[method]?.parameters?.find((p) => p.name === 'lang' && p.in === 'query')
  for (const path of [
    '/api/product/slug/{slug}',
    '/api/product',
    '/api/feeds/slug/{slug}',
    '/api/home/banners',
  ])
    if (paths[path]) expect(lang(path)?.schema?.enum, path).toEqual(['en', 'hi'])
  expect(lang('/api/product/slug/{slug}')).toBeDefined()
  // Its other query parameters stay documented beside it.
  expect(paths['/api/product']!.get!.parameters!.map((p) => p.name)).toEqual(
    expect.arrayContaining(['lang', 'page']),
  )
  expect(lang('/api/admin/products')).toBeUndefined()
  expect(lang('/api/product/upvote/{productId}', 'put')).toBeUndefined()
})
