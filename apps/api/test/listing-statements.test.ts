// A listing page read through its shape's prepared statement is the page the statement built for its
// values gives: every sort, every filter and their combinations, shallow and deep, on both databases.
// One statement per shape serves every value (a value baked into its text would answer the next
// filter of the same shape with the first one's products).
import { beforeAll, expect, test } from 'vitest'
import { SORT_KEYS } from '@haat/domain/rules/sort'
import type { Db } from '../src/db/client.ts'
import { preparedListingPage } from '../src/repositories/listing-statements.ts'
import type { ProductFilter } from '../src/repositories/product-listing.ts'
import { summaryPageQuery } from '../src/repositories/summary-page-query.ts'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from './support/factories.ts'

let db: Db
const filters: Array<[string, ProductFilter]> = []

beforeAll(async () => {
  ;({ db } = await build())
  const brandA = await insertBrand(db, { slug: 'a' })
  const brandB = await insertBrand(db, { slug: 'b' })
  const food = await insertCategory(db, { paramName: 'food' })
  const wear = await insertCategory(db, { paramName: 'wear' })
  const oils = await insertCategory(db, { paramName: 'oils', parentId: food.id })
  const kurtas = await insertCategory(db, { paramName: 'kurtas', parentId: wear.id })
  const gift = await insertTag(db, { slug: 'gift' })
  const sale = await insertTag(db, { slug: 'sale' })
  // 24 products over two brands, two categories with a subcategory each, two tags; sort keys vary apart.
  for (let i = 0; i < 24; i++) {
    await insertProduct(db, {
      slug: `p-${i}`,
      brandId: i % 3 ? brandA.id : brandB.id,
      categoryId: i % 2 ? food.id : wear.id,
      subcategoryId: i % 4 === 1 ? oils.id : i % 4 === 2 ? kurtas.id : null,
      tagIds: i % 5 === 0 ? [gift.id] : i % 5 === 1 ? [gift.id, sale.id] : [],
      price: 100 + ((i * 37) % 900),
      viewCount: (i * 13) % 50,
      upvoteCount: (i * 7) % 11,
      launchedOn: new Date(Date.UTC(2025, 0, 1 + ((i * 5) % 28))),
    })
  }
  const scope = (categoryIds: number[], subcategoryIds: number[]) => ({
    categoryScope: { categoryIds, subcategoryIds },
  })
  filters.push(
    ['everything', {}],
    ['food', scope([food.id], [])],
    ['wear', scope([wear.id], [])],
    ['both categories', scope([food.id, wear.id], [])],
    ['oils', scope([], [oils.id])],
    ['kurtas', scope([], [kurtas.id])],
    ['food or kurtas', scope([food.id], [kurtas.id])],
    ['gift', { tagId: gift.id }],
    ['sale', { tagId: sale.id }],
    ['brand a', { brandId: brandA.id }],
    ['brand b', { brandId: brandB.id }],
    ['food, gift, brand a', { ...scope([food.id], []), tagId: gift.id, brandId: brandA.id }],
    ['wear, sale, brand b', { ...scope([wear.id], []), tagId: sale.id, brandId: brandB.id }],
  )
})

test('every sort and filter gives through its prepared statement the page its own statement gives', async () => {
  let compared = 0
  for (const order of SORT_KEYS) {
    for (const [, filter] of filters) {
      for (const page of [
        { offset: 0, limit: 10 },
        { offset: 10, limit: 10 },
        { offset: 5, limit: 3 },
      ]) {
        const prepared = preparedListingPage(db, filter, order)
        expect(prepared).not.toBeNull()
        const got = (await prepared!(page)).map((row) => row.id)
        const want = (await summaryPageQuery(db, filter, order, page)).map((row) => row.id)
        expect(got).toEqual(want)
        if (want.length) compared++
      }
    }
  }
  // The comparison meant something: most pages had products on them.
  expect(compared).toBeGreaterThan(SORT_KEYS.length * filters.length)
})

test('two filters of one shape answer with their own products', async () => {
  const byName = new Map(filters)
  const page = { offset: 0, limit: 30 }
  const food = await preparedListingPage(db, byName.get('food')!, 'price:asc')!(page)
  const wear = await preparedListingPage(db, byName.get('wear')!, 'price:asc')!(page)
  expect(food).toHaveLength(12)
  expect(wear).toHaveLength(12)
  expect(new Set([...food, ...wear].map((row) => row.id)).size).toBe(24)
})

test('free text, id lists and a scope naming nothing are built per request, not prepared', () => {
  const search = { match: 'oil', strictAll: 'oil', strictTitle: 'oil:A' }
  expect(preparedListingPage(db, { search }, 'viewCount:desc')).toBeNull()
  expect(preparedListingPage(db, {}, 'relevance')).toBeNull()
  expect(preparedListingPage(db, { productIds: [1, 2] }, 'viewCount:desc')).toBeNull()
  const nothing = { categoryScope: { categoryIds: [], subcategoryIds: [] } }
  expect(preparedListingPage(db, nothing, 'viewCount:desc')).toBeNull()
})
