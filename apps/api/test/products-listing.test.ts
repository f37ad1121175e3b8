// GET /api/product: shape, every sort, paging, filters, search (with a typo), bad input.
import { beforeAll, describe, expect, test } from 'vitest'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { hasNextPage } from '@haat/domain/rules/paging'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from './support/factories.ts'

const productPage = pageSchema(productSummarySchema)
let ctx: Awaited<ReturnType<typeof build>>

beforeAll(async () => {
  ctx = await build()
  const { db } = ctx
  const valley = await insertBrand(db, { slug: 'valley-farms', name: 'Valley Farms' })
  const loom = await insertBrand(db, { slug: 'urban-loom', name: 'Urban Loom' })
  const food = await insertCategory(db, { paramName: 'food-drink', name: 'Food & Drink' })
  const oils = await insertCategory(db, { paramName: 'oils', parentId: food.id })
  const teas = await insertCategory(db, { paramName: 'teas', parentId: food.id })
  const apparel = await insertCategory(db, { paramName: 'apparel' })
  const kurtas = await insertCategory(db, { paramName: 'kurtas', parentId: apparel.id })
  const coldPressed = await insertTag(db, { slug: 'cold-pressed', name: 'Cold pressed' })
  const gifting = await insertTag(db, { slug: 'gifting', name: 'Gifting' })
  const common = { brandId: valley.id, categoryId: food.id }
  await insertProduct(db, {
    ...common,
    slug: 'kashmiri-walnut-oil',
    title: 'Kashmiri Walnut Oil',
    headline: 'Cold pressed in Srinagar',
    subcategoryId: oils.id,
    price: 650,
    viewCount: 30,
    upvoteCount: 5,
    launchedOn: new Date('2025-03-01T00:00:00Z'),
    tagIds: [coldPressed.id, gifting.id],
    offerType: 'PERCENT',
    offerValue: 20,
    offerCode: 'WALNUT20',
  })
  await insertProduct(db, {
    ...common,
    slug: 'mustard-oil',
    title: 'Kachi Ghani Mustard Oil',
    subcategoryId: oils.id,
    price: 320,
    viewCount: 20,
    upvoteCount: 7,
    launchedOn: new Date('2025-02-01T00:00:00Z'),
    tagIds: [coldPressed.id],
  })
  await insertProduct(db, {
    ...common,
    slug: 'masala-chai',
    title: 'Masala Chai Mix',
    subcategoryId: teas.id,
    price: 250,
    viewCount: 50,
    upvoteCount: 1,
    launchedOn: new Date('2025-01-01T00:00:00Z'),
    offerType: 'AMOUNT',
    offerValue: 50,
    offerCode: 'CHAI50',
  })
  await insertProduct(db, {
    brandId: loom.id,
    categoryId: apparel.id,
    subcategoryId: kurtas.id,
    slug: 'cotton-kurta',
    title: 'Cotton Kurta',
    price: 1200,
    viewCount: 10,
    upvoteCount: 9,
    launchedOn: new Date('2025-05-01T00:00:00Z'),
    tagIds: [gifting.id],
  })
  await insertProduct(db, {
    brandId: loom.id,
    categoryId: apparel.id,
    slug: 'linen-shirt',
    title: 'Linen Shirt',
    price: 900,
    viewCount: 40,
    upvoteCount: 3,
    launchedOn: new Date('2025-04-01T00:00:00Z'),
    variants: [
      { price: 900, availableForSale: false, selectedOptions: [{ name: 'Size', value: 'M' }] },
      { price: 950, availableForSale: false, selectedOptions: [{ name: 'Size', value: 'L' }] },
    ],
  })
})

async function list(query: string) {
  const res = await ctx.app.inject(`/api/product${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return productPage.parse(res.json())
}
const slugs = async (query: string) => (await list(query)).content.map((p) => p.slug)

describe('GET /api/product', () => {
  test('answers a page of product summaries, trending (most viewed) first by default', async () => {
    const page = await list('')
    expect(page.content.map((p) => p.slug)).toEqual([
      'masala-chai',
      'linen-shirt',
      'kashmiri-walnut-oil',
      'mustard-oil',
      'cotton-kurta',
    ])
    expect(page).toMatchObject({ pageNumber: 0, totalPages: 1, last: true, totalElements: 5 })
    const walnut = page.content.find((p) => p.slug === 'kashmiri-walnut-oil')!
    expect(walnut.price).toEqual({ amount: 650, symbol: '₹' })
    expect(walnut.offer).toEqual({ type: 'PERCENT', value: 20, symbol: '%', code: 'WALNUT20' })
    expect(walnut.tags.map((t) => t.slug)).toEqual(['cold-pressed', 'gifting'])
    expect(walnut.brand).toEqual({
      brandId: expect.any(Number),
      brandName: 'Valley Farms',
      brandSlug: 'valley-farms',
      salesChannel: 'HAAT',
    })
    expect(walnut.files).toHaveLength(1)
    expect(walnut).toMatchObject({
      isUpvoted: false,
      variantCount: 1,
      availableForSale: true,
      upvoteCount: 5,
    })
    expect(walnut.launchedOn).toBe('2025-03-01T00:00:00.000Z')
    const chai = page.content.find((p) => p.slug === 'masala-chai')!
    expect(chai.offer).toEqual({ type: 'AMOUNT', value: 50, symbol: '₹', code: 'CHAI50' })
    const shirt = page.content.find((p) => p.slug === 'linen-shirt')!
    expect(shirt).toMatchObject({ variantCount: 2, availableForSale: false })
  })

  test.each([
    ['viewCount:desc', ['masala-chai', 'linen-shirt', 'kashmiri-walnut-oil', 'mustard-oil', 'cotton-kurta']],
    ['launchedOn:desc', ['cotton-kurta', 'linen-shirt', 'kashmiri-walnut-oil', 'mustard-oil', 'masala-chai']],
    [
      'upvoteCount:desc',
      ['cotton-kurta', 'mustard-oil', 'kashmiri-walnut-oil', 'linen-shirt', 'masala-chai'],
    ],
    ['price:asc', ['masala-chai', 'mustard-oil', 'kashmiri-walnut-oil', 'linen-shirt', 'cotton-kurta']],
    ['price:desc', ['cotton-kurta', 'linen-shirt', 'kashmiri-walnut-oil', 'mustard-oil', 'masala-chai']],
  ])('sort=%s orders the listing', async (sort, expected) => {
    expect(await slugs(`?sort=${encodeURIComponent(sort)}`)).toEqual(expected)
  })

  test("the web's sort names (most-votes) mean the same as the API keys", async () => {
    expect(await slugs('?sort=most-votes')).toEqual(await slugs('?sort=upvoteCount:desc'))
  })

  test('pages follow the paging rule: last and totalPages agree with the next-page test', async () => {
    const pages = [await list('?size=2&page=0'), await list('?size=2&page=1'), await list('?size=2&page=2')]
    expect(pages.map((p) => p.content.length)).toEqual([2, 2, 1])
    expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3])
    expect(pages.map((p) => p.last)).toEqual([false, false, true])
    expect(pages.map(hasNextPage)).toEqual([true, true, false])
    const seen = pages.flatMap((p) => p.content.map((c) => c.slug))
    expect(new Set(seen).size).toBe(5)
    const beyond = await list('?size=2&page=7')
    expect(beyond).toMatchObject({ content: [], pageNumber: 7, last: true, totalElements: 5 })
  })

  test('default page size is 10', async () => {
    for (let i = 0; i < 8; i++) {
      const brand = await insertBrand(ctx.db)
      const category = await insertCategory(ctx.db)
      await insertProduct(ctx.db, { brandId: brand.id, categoryId: category.id, viewCount: 0 })
    }
    const page = await list('')
    expect(page.content).toHaveLength(10)
    expect(page).toMatchObject({ totalElements: 13, totalPages: 2, last: false })
  })
})

describe('filters', () => {
  test('category (repeatable) and subcategory', async () => {
    expect(await slugs('?category=apparel&sort=price:asc')).toEqual(['linen-shirt', 'cotton-kurta'])
    expect(await slugs('?subcategory=oils&sort=price:asc')).toEqual(['mustard-oil', 'kashmiri-walnut-oil'])
    expect(await slugs('?category=apparel&category=food-drink&sort=price:asc')).toHaveLength(5)
    expect(await slugs('?category=apparel,oils&sort=price:asc')).toEqual([
      'mustard-oil',
      'kashmiri-walnut-oil',
      'linen-shirt',
      'cotton-kurta',
    ])
  })

  test('a subcategory narrows its own category and leaves the other chosen categories whole', async () => {
    expect(await slugs('?category=food-drink&subcategory=teas')).toEqual(['masala-chai'])
    expect(await slugs('?category=food-drink&category=apparel&subcategory=teas&sort=price:asc')).toEqual([
      'masala-chai',
      'linen-shirt',
      'cotton-kurta',
    ])
  })

  test('tag, brand and combined filters', async () => {
    expect(await slugs('?tag=cold-pressed&sort=price:asc')).toEqual(['mustard-oil', 'kashmiri-walnut-oil'])
    expect(await slugs('?brand=urban-loom&sort=price:asc')).toEqual(['linen-shirt', 'cotton-kurta'])
    expect(await slugs('?tag=gifting&brand=urban-loom')).toEqual(['cotton-kurta'])
    expect((await list('?tag=gifting')).totalElements).toBe(2)
  })

  test('a filter naming nothing known gives an empty page, not an error', async () => {
    for (const q of ['?category=no-such-category', '?tag=no-such-tag', '?brand=no-such-brand']) {
      expect(await list(q)).toMatchObject({
        content: [],
        pageNumber: 0,
        totalPages: 0,
        last: true,
        totalElements: 0,
      })
    }
  })
})

describe('search', () => {
  test('finds by words of title and headline', async () => {
    expect(await slugs('?search=walnut')).toEqual(['kashmiri-walnut-oil'])
    expect(await slugs('?search=srinagar')).toEqual(['kashmiri-walnut-oil'])
  })

  test('a typo still finds the product', async () => {
    expect((await slugs(`?search=${encodeURIComponent('kashmiri walnt oil')}`))[0]).toBe(
      'kashmiri-walnut-oil',
    )
  })

  test('ranks by relevance unless a sort is given', async () => {
    const ranked = await slugs(`?search=${encodeURIComponent('walnut oil')}`)
    expect(ranked[0]).toBe('kashmiri-walnut-oil')
    expect(await slugs(`?search=oil&sort=price:asc`)).toEqual(['mustard-oil', 'kashmiri-walnut-oil'])
  })

  test('an empty search box lists everything', async () => {
    expect((await list('?search=')).totalElements).toBe((await list('')).totalElements)
  })
})

describe('bad input is a 400 naming the problem', () => {
  test.each([
    ['?size=0', 'size'],
    ['?size=101', 'size'],
    ['?size=ten', 'size'],
    ['?page=-1', 'page'],
    ['?page=1.5', 'page'],
    ['?sort=cheapest', 'sort'],
    ['?tag=not%20a%20slug', 'tag'],
    ['?brand=%3Cscript%3E', 'brand'],
    ['?category=a%2Fb', 'category'],
    [`?search=${'x'.repeat(201)}`, 'search'],
  ])('%s', async (query, field) => {
    const res = await ctx.app.inject(`/api/product${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: expect.stringContaining(field),
      issues: expect.any(Array),
    })
  })
})
