// Tapes (spec §7): pages without seed by views, a seed's repeatable shuffle, one tape cached 5 minutes.
import { beforeAll, describe, expect, test } from 'vitest'
import { tapePageSchema, tapeSchema } from '@haat/domain/catalog/entities'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct, insertTape } from './support/factories.ts'

let ctx: Awaited<ReturnType<typeof build>>
const tapeIds: number[] = []

beforeAll(async () => {
  ctx = await build()
  const { brand, category } = await insertCatalogueBasics(ctx.db)
  const product = await insertProduct(ctx.db, { brandId: brand.id, categoryId: category.id, upvoteCount: 12 })
  for (let i = 0; i < 25; i++)
    tapeIds.push((await insertTape(ctx.db, { productId: product.id, viewCount: i })).id)
})

async function page(query: string) {
  const res = await ctx.app.inject(`/api/file/tapes${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return tapePageSchema.parse(res.json())
}
const idsOf = (p: { content: { id: number }[] }) => p.content.map((t) => t.id)

describe('GET /api/file/tapes', () => {
  test('without a seed: most viewed first, 10 a page, last on the final page', async () => {
    const pages = [
      await page('?page=0&size=10'),
      await page('?page=1&size=10'),
      await page('?page=2&size=10'),
    ]
    expect(pages.map((p) => p.content.length)).toEqual([10, 10, 5])
    expect(pages.map((p) => p.last)).toEqual([false, false, true])
    expect(pages.map((p) => p.pageNumber)).toEqual([0, 1, 2])
    expect(pages.flatMap(idsOf)).toEqual([...tapeIds].reverse())
    expect(pages[0]!.content[0]!.product).toMatchObject({ upvoteCount: 12 })
    expect((await page('')).content).toHaveLength(10)
  })

  test('a seed gives a shuffled order that the same seed repeats', async () => {
    const seeded = async (seed: number) =>
      [0, 1, 2].map(async (n) => idsOf(await page(`?page=${n}&seed=${seed}`)))
    const first = (await Promise.all(await seeded(42))).flat()
    const again = (await Promise.all(await seeded(42))).flat()
    const other = (await Promise.all(await seeded(9999))).flat()
    expect(again).toEqual(first)
    expect([...first].sort((a, b) => a - b)).toEqual(tapeIds)
    expect(first).not.toEqual([...tapeIds].reverse())
    expect(other).not.toEqual(first)
  })

  test.each(['?seed=10000', '?seed=-1', '?seed=abc', '?size=0', '?page=-1'])('%s is a 400', async (q) => {
    const res = await ctx.app.inject(`/api/file/tapes${q}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'bad_request' })
  })
})

describe('GET /api/file/tapes/{id}', () => {
  test('answers the tape, cacheable for 5 minutes', async () => {
    const res = await ctx.app.inject(`/api/file/tapes/${tapeIds[3]}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(tapeSchema.parse(res.json()).id).toBe(tapeIds[3])
  })

  test('unknown id is a 404, a bad one a 400', async () => {
    expect((await ctx.app.inject('/api/file/tapes/777777')).statusCode).toBe(404)
    expect((await ctx.app.inject('/api/file/tapes/x1')).statusCode).toBe(400)
  })
})
