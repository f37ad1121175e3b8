// The other product calls of spec §7: by category, by slug (array, view counted), by id, by brand,
// top 5 trending, by tag; and their 400/404 answers.
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSchema, productSummarySchema } from '@haat/domain/catalog/product'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from './support/factories.ts'

const productPage = pageSchema(productSummarySchema)
let ctx: Awaited<ReturnType<typeof build>>
const ids: Record<string, number> = {}
let brandId = 0

beforeAll(async () => {
  ctx = await build({ VIEW_COUNT_FLUSH_MS: '50' })
  const { db } = ctx
  const brand = await insertBrand(db, { slug: 'himalayan-co', name: 'Himalayan Co', salesChannel: 'SHOPIFY' })
  const otherBrand = await insertBrand(db, { slug: 'coast-crafts' })
  brandId = brand.id
  const home = await insertCategory(db, { paramName: 'home-decor', name: 'Home Decor', position: 1 })
  const lamps = await insertCategory(db, { paramName: 'lamps', name: 'Lamps', parentId: home.id })
  const kitchen = await insertCategory(db, { paramName: 'kitchen', name: 'Kitchen', position: 2 })
  const diwali = await insertTag(db, { slug: 'diwali', name: 'Diwali' })
  const lamp = await insertProduct(db, {
    slug: 'brass-diya-lamp',
    title: 'Brass Diya Lamp',
    description: 'Hand-cast brass.',
    brandId: brand.id,
    categoryId: home.id,
    subcategoryId: lamps.id,
    price: 1499,
    viewCount: 5,
    batchMin: 4,
    buyUrl: 'https://himalayan.example/diya',
    shippingDetails: 'Ships in 3 days',
    returnPolicy: '7-day returns',
    sizeChart: { images: ['/media/diya-size.webp'] },
    tagIds: [diwali.id],
    files: [
      { url: '/media/diya-1.webp', fileType: 'image' },
      { url: '/media/diya.mp4', fileType: 'video' },
    ],
    options: [
      { name: 'Color', values: ['Gold', 'Copper'] },
      { name: 'Size', values: ['S', 'L'] },
    ],
    variants: [
      { price: 1499, imageUrl: '/media/diya-gold.webp', selectedOptions: [{ name: 'Color', value: 'Gold' }] },
      { price: 1599, availableForSale: false, selectedOptions: [{ name: 'Color', value: 'Copper' }] },
    ],
  })
  ids.lamp = lamp.id
  for (let i = 0; i < 6; i++) {
    const p = await insertProduct(db, {
      slug: `kitchen-thing-${i}`,
      brandId: otherBrand.id,
      categoryId: kitchen.id,
      viewCount: 1000 + 10 * i,
      price: 100 * (i + 1),
    })
    ids[p.slug] = p.id
  }
})

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers })

describe('GET /api/product/category/{name} and /api/product/category?…', () => {
  test('lists one category, its subcategory, or several', async () => {
    const byPath = productPage.parse((await get('/api/product/category/home-decor')).json())
    expect(byPath.content.map((p) => p.slug)).toEqual(['brass-diya-lamp'])
    const bySub = productPage.parse((await get('/api/product/category/lamps')).json())
    expect(bySub.totalElements).toBe(1)
    const byQuery = productPage.parse(
      (await get('/api/product/category?category=kitchen&category=home-decor&sort=price:desc&size=3')).json(),
    )
    expect(byQuery.content.map((p) => p.price.amount)).toEqual([1499, 600, 500])
    expect(byQuery).toMatchObject({ totalElements: 7, totalPages: 3, last: false })
    const withSub = productPage.parse(
      (await get('/api/product/category?category=home-decor&subcategory=lamps')).json(),
    )
    expect(withSub.totalElements).toBe(1)
  })

  test('an unknown category in the path is a 404; a bad one is a 400', async () => {
    const missing = await get('/api/product/category/no-such')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: "Category 'no-such' was not found" })
    expect((await get('/api/product/category/bad%20name')).statusCode).toBe(400)
    expect((await get('/api/product/category?category=kitchen&size=0')).statusCode).toBe(400)
  })
})

describe('GET /api/product/slug/{slug}', () => {
  test('answers an array whose first element is the full product', async () => {
    const res = await get('/api/product/slug/brass-diya-lamp')
    expect(res.statusCode).toBe(200)
    const [product, ...rest] = z.array(productSchema).parse(res.json())
    expect(rest).toEqual([])
    expect(product).toMatchObject({
      slug: 'brass-diya-lamp',
      description: 'Hand-cast brass.',
      buyUrl: 'https://himalayan.example/diya',
      shippingDetails: 'Ships in 3 days',
      returnPolicy: '7-day returns',
      sizeChart: { images: ['/media/diya-size.webp'] },
      custom: { batch: 4 },
      category: { paramName: 'home-decor', categoryName: 'Home Decor' },
      subcategory: { paramName: 'lamps', categoryName: 'Lamps' },
      brand: { brandSlug: 'himalayan-co', salesChannel: 'SHOPIFY' },
    })
    expect(product!.options.map((o) => [o.name, o.values])).toEqual([
      ['Color', ['Gold', 'Copper']],
      ['Size', ['S', 'L']],
    ])
    expect(product!.variants).toEqual([
      {
        id: expect.any(Number),
        price: { amount: 1499, symbol: '₹' },
        availableForSale: true,
        image: { url: '/media/diya-gold.webp' },
        selectedOptions: [{ name: 'Color', value: 'Gold' }],
      },
      {
        id: expect.any(Number),
        price: { amount: 1599, symbol: '₹' },
        availableForSale: false,
        image: null,
        selectedOptions: [{ name: 'Color', value: 'Copper' }],
      },
    ])
    expect(product!.files.map((f) => f.fileType)).toEqual(['image', 'video'])
  })

  test('counts product views, written in a batch soon after', async () => {
    const viewCount = async () =>
      productSchema.parse((await get(`/api/product/search/${ids['kitchen-thing-0']}`)).json()).viewCount
    const before = await viewCount()
    await Promise.all([1, 2, 3].map(() => get('/api/product/slug/kitchen-thing-0')))
    await vi.waitFor(async () => expect(await viewCount()).toBe(before + 3), { timeout: 3000, interval: 25 })
  })

  test('unknown slug is a 404, a malformed one a 400', async () => {
    const res = await get('/api/product/slug/no-such-product')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'not_found', message: "Product 'no-such-product' was not found" })
    expect((await get('/api/product/slug/semi;colon')).statusCode).toBe(400)
  })
})

describe('GET /api/product/search/{id}', () => {
  test('answers the product', async () => {
    const res = await get(`/api/product/search/${ids.lamp}`)
    expect(productSchema.parse(res.json()).slug).toBe('brass-diya-lamp')
  })

  test.each([
    ['abc', 400],
    ['0', 400],
    ['-3', 400],
    ['1.5', 400],
    ['99999999999', 400],
    ['999999', 404],
  ])('id %s → %i', async (id, status) => {
    const res = await get(`/api/product/search/${id}`)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ error: status === 400 ? 'bad_request' : 'not_found' })
  })
})

describe('GET /api/product/brand/{id}', () => {
  test("pages a brand's products", async () => {
    const page = productPage.parse((await get(`/api/product/brand/${brandId}`)).json())
    expect(page.content.map((p) => p.slug)).toEqual(['brass-diya-lamp'])
    expect(page.last).toBe(true)
  })

  test('unknown brand is a 404', async () => {
    expect((await get('/api/product/brand/424242')).statusCode).toBe(404)
    expect((await get('/api/product/brand/x')).statusCode).toBe(400)
  })
})

describe('GET /api/product/top-5-trending', () => {
  test('answers the five most viewed products', async () => {
    const res = await get('/api/product/top-5-trending')
    const top = z.array(productSummarySchema).parse(res.json())
    expect(top.map((p) => p.slug)).toEqual([5, 4, 3, 2, 1].map((i) => `kitchen-thing-${i}`))
  })
})

describe('GET /api/product/tags/{slug}', () => {
  test('pages the products with the tag', async () => {
    const page = productPage.parse((await get('/api/product/tags/diwali')).json())
    expect(page.content.map((p) => p.slug)).toEqual(['brass-diya-lamp'])
    expect(page.content[0]!.tags).toEqual([{ id: expect.any(Number), name: 'Diwali', slug: 'diwali' }])
  })

  test('unknown tag is a 404', async () => {
    expect((await get('/api/product/tags/no-such-tag')).json()).toEqual({
      error: 'not_found',
      message: "Tag 'no-such-tag' was not found",
    })
  })
})
