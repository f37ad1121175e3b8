// product_search, the narrow copy search scans (decision 0663), follows products in the writing
// transaction: after a bulk load, new products, edits of price, offer, category, brand name and tags,
// view counts and deletion, every product has exactly one row equal to its own columns, and search
// answers from the new values at once.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { searchResultSchema } from '@haat/domain/catalog/search'
import { brands, products, productTags, searchPostings } from '../../src/db/schema.ts'
import { addProductViews } from '../../src/repositories/view-counts.ts'
import { loadCatalogue } from '../../src/seed/load-catalogue.ts'
import { build } from '../support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from '../support/factories.ts'

let ctx: Awaited<ReturnType<typeof build>>

beforeAll(async () => {
  ctx = await build()
  await loadCatalogue(ctx.db, { products: 300, bulk: true })
}, 120_000)

/** Products whose copy is missing, stale or left behind: none, ever. */
async function outOfStep(): Promise<number> {
  const result = await ctx.db.execute(sql`
    select count(*)::int as n from products p full join product_search s on s.product_id = p.id
    where p.id is null or s.product_id is null or s.doc <> coalesce(p.search_doc, ''::tsvector)
       or s.view_count <> p.view_count or s.category_id <> p.category_id
       or s.subcategory_id is distinct from p.subcategory_id or s.brand_id <> p.brand_id
       or s.price <> p.price or s.offer <> (p.offer_type is not null)`)
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n + (await postingsOutOfStep())
}

/** search_postings (decision 0800) against product_search: each document word once, at its product's
 *  popularity; rows missing or left over, none. */
async function postingsOutOfStep(): Promise<number> {
  const result = await ctx.db.execute(sql`
    with expected as (select w as word, haat_popularity(s.view_count) as popularity, s.product_id
                      from product_search s, unnest(tsvector_to_array(s.doc)) as w)
    select count(*)::int as n from expected e full join search_postings p using (word, popularity, product_id)
    where e.word is null or p.word is null`)
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n
}

async function search(query: Record<string, string>) {
  const res = await ctx.app.inject({ url: '/api/search', query })
  expect(res.statusCode, res.body).toBe(200)
  return searchResultSchema.parse(res.json())
}

test('a bulk load fills product_search for every product', async () => {
  expect(await ctx.db.$count(products)).toBeGreaterThanOrEqual(300)
  expect(await outOfStep()).toBe(0)
  expect(await ctx.db.$count(searchPostings)).toBeGreaterThan(300 * 5)
})

test('popularity is the log₂ bucket of the view count, exact at each power of two', async () => {
  const views = [0, 1, 2, 3, 7, 8, 1023, 1024, 2_147_483_647]
  const result = await ctx.db.execute(sql`select haat_popularity(v)::int as p
    from unnest(${`{${views.join(',')}}`}::int[]) with ordinality as t(v, i) order by i`)
  const buckets = (result as unknown as { rows: Array<{ p: number }> }).rows.map((r) => r.p)
  expect(buckets).toEqual([0, 1, 1, 2, 3, 3, 10, 10, 31])
})

test('writes to products, tags and brands reach search in the same transaction', async () => {
  const brand = await insertBrand(ctx.db, { slug: 'nilgiri-estate', name: 'Nilgiri Estate' })
  const category = await insertCategory(ctx.db, { paramName: 'teas', name: 'Teas' })
  const tag = await insertTag(ctx.db, { slug: 'qelvrin', name: 'Qelvrin Reserve' })
  const tea = await insertProduct(ctx.db, {
    brandId: brand.id,
    categoryId: category.id,
    title: 'Frost Tea',
    headline: 'Frost Tea — 100 g',
    price: 450,
    tagIds: [tag.id],
  })
  expect(await outOfStep()).toBe(0)
  const found = await search({ q: 'qelvrin' })
  expect(found.results.content.map((p) => p.title)).toContain('Frost Tea')
  expect(found.facets.price.map((b) => b.value)).toEqual(['under-500'])

  await ctx.db
    .update(products)
    .set({ price: 2500, offerType: 'PERCENT', offerValue: 10, offerCode: 'FROST10' })
    .where(eq(products.id, tea.id))
  await ctx.db.update(brands).set({ name: 'Doolahat Gardens' }).where(eq(brands.id, brand.id))
  await ctx.db.delete(productTags).where(eq(productTags.productId, tea.id))
  await addProductViews(ctx.db, new Map([[tea.id, 7]]))
  expect(await outOfStep()).toBe(0)
  // 7 → 8 views: the same popularity bucket, postings untouched and still in step.
  await addProductViews(ctx.db, new Map([[tea.id, 1]]))
  expect(await outOfStep()).toBe(0)
  const moved = await search({ q: 'doolahat', offer: 'yes' })
  expect(moved.results.content.map((p) => p.title)).toEqual(['Frost Tea'])
  expect(moved.facets.price.map((b) => b.value)).toEqual(['2000-4999'])
  expect((await search({ q: 'qelvrin' })).results.totalElements).toBe(0)

  await ctx.db.delete(products).where(eq(products.id, tea.id))
  expect(await outOfStep()).toBe(0)
  expect((await search({ q: 'doolahat' })).results.totalElements).toBe(0)
})
