// Suggestions for a compiled (prefix-completing) search: the best few products, and the brands,
// categories and tags whose names match (through indexes on their folded names, decision 0663).
import { desc, eq, sql } from 'drizzle-orm'
import type { Suggestion } from '@haat/domain/catalog/search'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import { brands, categories, products, productSearch } from '../db/schema.ts'
import { searchMatches, searchScore } from '../search/search-sql.ts'
import type { CompiledSearch } from '../search/tsquery.ts'

type NameRow = { kind: 'brand' | 'category' | 'tag'; slug: string; name: string; parent: string | null }

const firstImage = sql<string | null>`(select f.url from files f where f.product_id = ${products.id}
  and f.file_type = 'image' order by f.position, f.id limit 1)`

/** Suggestions rank the most viewed matches only (decision 0796): a broad word ("purse", "tel") matches
 *  thousands of products at 100k, and scoring each was most of a suggestion's time. */
export const SUGGEST_CANDIDATES = 400

export async function suggestProducts(
  db: Db,
  search: CompiledSearch,
  limit: number,
  candidates = SUGGEST_CANDIDATES,
): Promise<Suggestion[]> {
  // Ranked on product_search (narrow, decision 0663); only the chosen few are read from products.
  const matches = db
    .select({ id: productSearch.productId, doc: productSearch.doc, views: productSearch.viewCount })
    .from(productSearch)
    .where(searchMatches(search))
    .orderBy(desc(productSearch.viewCount), desc(productSearch.productId))
    .limit(candidates)
    .as('matches')
  const score = searchScore(search, matches.doc as unknown as AnyPgColumn)
  const best = db
    .select({ id: matches.id, score: sql<number>`${score}`.as('score') })
    .from(matches)
    .orderBy(desc(score), desc(matches.views), desc(matches.id))
    .limit(limit)
    .as('best')
  const rows = await db
    .select({ slug: products.slug, title: products.title, brand: brands.name, imageUrl: firstImage })
    .from(best)
    .innerJoin(products, eq(products.id, best.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(desc(best.score), desc(products.viewCount), desc(products.id))
  return rows.map((r) => ({
    kind: 'product',
    label: r.title,
    href: `/product/${r.slug}`,
    detail: r.brand,
    imageUrl: r.imageUrl,
  }))
}

export async function suggestNames(db: Db, search: CompiledSearch, limit: number): Promise<Suggestion[]> {
  const q = sql`to_tsquery('simple', ${search.match})`
  const doc = (name: unknown) => sql`to_tsvector('simple', haat_fold_text(${name}))`
  const result = await db.execute(sql`
    (select 'category' as kind, c.param_name as slug, c.name, pc.param_name as parent from ${categories} c
       left join ${categories} pc on pc.id = c.parent_id where ${doc(sql`c.name`)} @@ ${q} order by c.parent_id nulls first, c.position limit ${limit})
    union all
    (select 'brand', b.slug, b.name, null from ${brands} b where ${doc(sql`b.name`)} @@ ${q} order by b.name limit ${limit})
    union all
    (select 'tag', t.slug, t.name, null from tags t where ${doc(sql`t.name`)} @@ ${q} order by t.name limit ${limit})`)
  return (result as unknown as { rows: NameRow[] }).rows.map((r) => ({
    kind: r.kind,
    label: r.name,
    href:
      r.kind === 'brand'
        ? `/brands/${r.slug}`
        : r.kind === 'tag'
          ? `/tags/${r.slug}`
          : `/browse-all?${r.parent ? 'subcategory' : 'category'}=${r.slug}`,
    detail: r.kind === 'brand' ? 'Brand' : r.kind === 'tag' ? 'Tag' : 'Category',
    imageUrl: null,
  }))
}
