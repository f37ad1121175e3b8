// Categories tree, tags (random ten, by slug), brands (list, brand page).
import { beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { brandPageSchema, brandSchema, categorySchema, tagSchema } from '@haat/domain/catalog/entities'
import { RANDOM_TAG_COUNT } from '@haat/domain/constants/timings'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from './support/factories.ts'

let ctx: Awaited<ReturnType<typeof build>>

beforeAll(async () => {
  ctx = await build()
  const { db } = ctx
  const beauty = await insertCategory(db, { paramName: 'beauty', name: 'Beauty', position: 2 })
  const home = await insertCategory(db, { paramName: 'home-decor', name: 'Home Decor', position: 1 })
  await insertCategory(db, { paramName: 'skincare', name: 'Skincare', parentId: beauty.id, position: 1 })
  await insertCategory(db, { paramName: 'haircare', name: 'Haircare', parentId: beauty.id, position: 0 })
  const zen = await insertBrand(db, { slug: 'zen-leaf', name: 'Zen Leaf', featured: true, city: 'Pune' })
  await insertBrand(db, { slug: 'amber-clay', name: 'amber Clay' })
  const tagIds: number[] = []
  for (let i = 0; i < 14; i++) tagIds.push((await insertTag(db, { slug: `tag-${i}`, name: `Tag ${i}` })).id)
  await insertTag(db, { slug: 'unused', name: 'Unused' })
  for (let i = 0; i < 3; i++) {
    await insertProduct(db, {
      brandId: zen.id,
      categoryId: i ? beauty.id : home.id,
      slug: `zen-${i}`,
      price: 100 + i,
      tagIds: tagIds.slice(i * 5, i * 5 + 5),
    })
  }
})

const get = (url: string) => ctx.app.inject(url)

describe('GET /api/category', () => {
  test('answers top categories with their subcategories, in menu order', async () => {
    const tree = z.array(categorySchema).parse((await get('/api/category')).json())
    expect(tree).toEqual([
      { paramName: 'home-decor', categoryName: 'Home Decor', iconUrl: null, subcategories: [] },
      {
        paramName: 'beauty',
        categoryName: 'Beauty',
        iconUrl: null,
        subcategories: [
          { paramName: 'haircare', categoryName: 'Haircare' },
          { paramName: 'skincare', categoryName: 'Skincare' },
        ],
      },
    ])
  })
})

describe('GET /api/tag', () => {
  test('answers ten distinct tags that label products, drawn anew each time', async () => {
    const draws: string[][] = []
    for (let i = 0; i < 6; i++) {
      const tags = z.array(tagSchema).parse((await get('/api/tag')).json())
      expect(tags).toHaveLength(RANDOM_TAG_COUNT)
      expect(new Set(tags.map((t) => t.id)).size).toBe(RANDOM_TAG_COUNT)
      expect(tags.map((t) => t.slug)).not.toContain('unused')
      draws.push(tags.map((t) => t.slug).sort())
    }
    // 14 tags, 10 drawn: six identical draws in a row would mean no randomness (chance ≈ 1e-12).
    expect(new Set(draws.map((d) => d.join())).size).toBeGreaterThan(1)
  })

  test('GET /api/tag/slug/{slug}', async () => {
    expect((await get('/api/tag/slug/tag-3')).json()).toEqual({
      id: expect.any(Number),
      name: 'Tag 3',
      slug: 'tag-3',
    })
    expect((await get('/api/tag/slug/nope')).statusCode).toBe(404)
    expect((await get('/api/tag/slug/n%20o')).statusCode).toBe(400)
  })
})

describe('brands', () => {
  test('GET /api/brand/product lists brands by name with product counts and the featured flag', async () => {
    const brands = z.array(brandSchema).parse((await get('/api/brand/product')).json())
    expect(brands.map((b) => [b.brandSlug, b.productCount, b.featured])).toEqual([
      ['amber-clay', 0, false],
      ['zen-leaf', 3, true],
    ])
    expect(brands[1]).toMatchObject({ brandName: 'Zen Leaf', city: 'Pune', salesChannel: 'HAAT' })
  })

  test('GET /api/brand/product/slug/{slug} answers the brand and a page of its products', async () => {
    const page = brandPageSchema.parse(
      (await get('/api/brand/product/slug/zen-leaf?size=2&sort=price:desc')).json(),
    )
    expect(page.brand).toMatchObject({ brandSlug: 'zen-leaf', productCount: 3 })
    expect(page.products.content.map((p) => p.slug)).toEqual(['zen-2', 'zen-1'])
    expect(page.products).toMatchObject({ totalPages: 2, last: false, totalElements: 3 })
    const second = brandPageSchema.parse(
      (await get('/api/brand/product/slug/zen-leaf?size=2&page=1&sort=price:desc')).json(),
    )
    expect(second.products.content.map((p) => p.slug)).toEqual(['zen-0'])
  })

  test('unknown brand slug is a 404', async () => {
    const res = await get('/api/brand/product/slug/nobody')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'not_found', message: "Brand 'nobody' was not found" })
  })
})
