// A listing filtered by one category, subcategory or brand is read in its sort's order from that
// filter's own index, whatever the sort (decision 0832); a tag's pages by price from the tag's (0833).
// The catalogue here has the shape that misled the planner at 100k: one subcategory holds the dearest
// products, so walking the whole catalogue's price index for its cheapest ten passes every other product
// first.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { SORT_KEYS } from '@haat/domain/rules/sort'
import type { Db } from '../src/db/client.ts'
import { productTags, products } from '../src/db/schema.ts'
import type { ProductFilter } from '../src/repositories/product-listing.ts'
import { summaryPageQuery } from '../src/repositories/summary-page-query.ts'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertTag } from './support/factories.ts'

let db: Db
let taggedDear: ProductFilter
const filters: Array<[string, ProductFilter, RegExp]> = []
const PRODUCTS = 3000

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]
/** What the plan reads to sort: nothing, when the page comes in order from an index. */
const sortsIn = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort')

beforeAll(async () => {
  ;({ db } = await build())
  const brands = await Promise.all([0, 1, 2, 3].map((i) => insertBrand(db, { slug: `b${i}` })))
  const parents = await Promise.all([0, 1].map((i) => insertCategory(db, { paramName: `c${i}` })))
  const subs = await Promise.all(
    [0, 1, 2, 3].map((i) => insertCategory(db, { paramName: `s${i}`, parentId: parents[i % 2]!.id })),
  )
  const rows = Array.from({ length: PRODUCTS }, (_, i) => {
    const dear = i >= PRODUCTS - 60 // the last 60 are the dearest, all in one subcategory and brand
    return {
      slug: `p-${i}`,
      title: `Product ${i}`,
      headline: '',
      brandId: brands[dear ? 3 : i % 3]!.id,
      categoryId: parents[dear ? 1 : i % 2]!.id,
      subcategoryId: subs[dear ? 3 : i % 3]!.id,
      price: dear ? 50_000 + i : 100 + (i % 900),
      viewCount: (i * 13) % 500,
      upvoteCount: (i * 7) % 300,
      launchedOn: new Date(Date.UTC(2025, 0, 1, 0, i)),
    }
  })
  for (let i = 0; i < rows.length; i += 500) await db.insert(products).values(rows.slice(i, i + 500))
  // A tag on the dearest 60 and on every tenth of the rest: its prices lie at both ends (decision 0833).
  const tag = await insertTag(db, { slug: 'dear-and-some' })
  const all = await db.select({ id: products.id, price: products.price }).from(products)
  const tagged = all.filter((p) => p.price >= 50_000 || p.id % 10 === 0)
  await db.insert(productTags).values(tagged.map((p) => ({ productId: p.id, tagId: tag.id })))
  taggedDear = { tagId: tag.id }
  await db.execute(sql`analyze products, product_tags`)
  const scope = (categoryIds: number[], subcategoryIds: number[]) => ({
    categoryScope: { categoryIds, subcategoryIds },
  })
  filters.push(
    ['one category', scope([parents[1]!.id], []), /^products_category_/],
    ['one subcategory', scope([], [subs[3]!.id]), /^products_subcategory_/],
    ['one brand', { brandId: brands[3]!.id }, /^products_brand_/],
  )
})

async function planOf(filter: ProductFilter, order: (typeof SORT_KEYS)[number], offset: number) {
  const query = summaryPageQuery(db, filter, order, { offset, limit: 10 })
  const result = await db.execute(sql`explain (format json) ${query.getSQL()}`)
  // Both drivers answer { rows }, and both parse the plan's json.
  const { rows } = result as unknown as { rows: [{ 'QUERY PLAN': [{ Plan: PlanNode }] }] }
  const plan = rows[0]['QUERY PLAN'][0]
  // The page's ids: their subquery is the statement's one limit (the cards' subqueries sort tags and files).
  const pageIds = nodesOf(plan.Plan).find((n) => n['Node Type'] === 'Limit')
  expect(pageIds).toBeDefined()
  return nodesOf(pageIds!)
}

test("each sort of a one-id filter's page is read from that filter's index, with no sort", async () => {
  for (const [name, filter, ownIndex] of filters) {
    for (const order of SORT_KEYS) {
      for (const offset of [0, 40]) {
        const nodes = await planOf(filter, order, offset)
        const scans = nodes.filter(
          (n) => n['Node Type'] === 'Index Scan' || n['Node Type'] === 'Index Only Scan',
        )
        const context = `${name}, ${order}, offset ${offset}`
        expect(
          scans.map((n) => n['Index Name']).find((i) => ownIndex.test(i ?? '')),
          context,
        ).toBeDefined()
        // The page's ids come in order from the index: nothing is read to be sorted.
        expect(sortsIn(nodes), context).toEqual([])
      }
    }
  }
})

test("a tag's pages by price are read from the tag's price index, with no sort", async () => {
  for (const order of ['price:asc', 'price:desc'] as const) {
    for (const offset of [0, 40]) {
      const nodes = await planOf(taggedDear, order, offset)
      const context = `${order}, offset ${offset}`
      expect(
        nodes.map((n) => n['Index Name']),
        context,
      ).toContain('product_tags_tag_price_idx')
      expect(sortsIn(nodes), context).toEqual([])
    }
  }
})

test("a tag's pages by price hold its products in price order, dearest first or last", async () => {
  const tagged = await db
    .select({ id: productTags.productId, price: products.price })
    .from(productTags)
    .innerJoin(products, eq(products.id, productTags.productId))
    .where(eq(productTags.tagId, taggedDear.tagId!))
  const ascending = tagged.sort((a, b) => a.price - b.price || a.id - b.id).map((p) => p.id)
  const cheap = await summaryPageQuery(db, taggedDear, 'price:asc', { offset: 40, limit: 10 })
  expect(cheap.map((row) => row.id)).toEqual(ascending.slice(40, 50))
  const dear = await summaryPageQuery(db, taggedDear, 'price:desc', { offset: 0, limit: 10 })
  expect(dear.map((row) => row.id)).toEqual(ascending.toReversed().slice(0, 10))
})

test("the dearest subcategory's cheapest page holds its own products, cheapest first", async () => {
  const [, subcategory] = filters[1]!
  const page = await summaryPageQuery(db, subcategory, 'price:asc', { offset: 0, limit: 10 })
  expect(page.map((row) => row.price)).toEqual(page.map((row) => row.price).sort((a, b) => a - b))
  expect(page.every((row) => row.price >= 50_000)).toBe(true)
  expect(page).toHaveLength(10)
})
