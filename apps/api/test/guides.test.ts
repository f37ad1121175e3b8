// Guides (spec §7 /api/feeds …): with and without products, by slug, featured, by event and category.
import { beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { guideSchema } from '@haat/domain/catalog/entities'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertGuide, insertProduct } from './support/factories.ts'

const guides = z.array(guideSchema)
let ctx: Awaited<ReturnType<typeof build>>

beforeAll(async () => {
  ctx = await build()
  const { db } = ctx
  const { brand, category } = await insertCatalogueBasics(db)
  const p = async (slug: string) =>
    (await insertProduct(db, { slug, brandId: brand.id, categoryId: category.id })).id
  const [a, b, c] = [await p('diya'), await p('rangoli-kit'), await p('sweets-box')]
  await insertGuide(db, {
    slug: 'diwali-at-home',
    name: 'Diwali at home',
    curatorName: 'Meera Iyer',
    featured: true,
    eventName: 'Diwali',
    categories: ['home-decor'],
    position: 1,
    productIds: [b!, a!],
  })
  await insertGuide(db, {
    slug: 'diwali-sweets',
    eventName: 'Diwali',
    categories: ['food-drink'],
    position: 2,
    productIds: [c!],
  })
  await insertGuide(db, { slug: 'monsoon-reads', position: 3 })
})

const get = async (url: string) => {
  const res = await ctx.app.inject(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('guides', () => {
  test('GET /api/feeds answers every guide with its products in the curator order', async () => {
    const all = guides.parse(await get('/api/feeds'))
    expect(all.map((g) => g.slug)).toEqual(['diwali-at-home', 'diwali-sweets', 'monsoon-reads'])
    expect(all[0]).toMatchObject({
      name: 'Diwali at home',
      curatorName: 'Meera Iyer',
      paramName: 'diwali-at-home',
    })
    expect(all[0]!.products.map((p) => p.slug)).toEqual(['rangoli-kit', 'diya'])
    expect(all[2]!.products).toEqual([])
  })

  test('withproducts=false leaves the product lists empty', async () => {
    const all = guides.parse(await get('/api/feeds?withproducts=false'))
    expect(all).toHaveLength(3)
    expect(all.every((g) => g.products.length === 0)).toBe(true)
    expect((await ctx.app.inject('/api/feeds?withproducts=maybe')).statusCode).toBe(400)
  })

  test('GET /api/feeds/slug/{slug}', async () => {
    const guide = guideSchema.parse(await get('/api/feeds/slug/diwali-sweets'))
    expect(guide.products.map((p) => p.slug)).toEqual(['sweets-box'])
    const missing = await ctx.app.inject('/api/feeds/slug/nothing-here')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: "Guide 'nothing-here' was not found" })
  })

  test('GET /api/feeds/featuredGuides', async () => {
    expect(guides.parse(await get('/api/feeds/featuredGuides')).map((g) => g.slug)).toEqual([
      'diwali-at-home',
    ])
  })

  test('GET /api/feeds/event?name=&category= (category repeated)', async () => {
    const slugs = async (q: string) => guides.parse(await get(`/api/feeds/event?${q}`)).map((g) => g.slug)
    expect(await slugs('name=Diwali')).toEqual(['diwali-at-home', 'diwali-sweets'])
    expect(await slugs('name=diwali&category=food-drink')).toEqual(['diwali-sweets'])
    expect(await slugs('name=diwali&category=food-drink&category=home-decor')).toHaveLength(2)
    expect(await slugs('name=holi')).toEqual([])
    expect((await ctx.app.inject('/api/feeds/event')).statusCode).toBe(400)
  })
})
