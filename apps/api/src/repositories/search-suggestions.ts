// Suggestions for a compiled (prefix-completing) search: the best few products, and the brands,
// categories and tags whose names match (through indexes on their folded names, decision 0663).
import { sql, type SQL } from 'drizzle-orm'
import type { Suggestion } from '@haat/domain/catalog/search'
import type { Db } from '../db/client.ts'
import { brands, categories, tags } from '../db/schema.ts'
import { searchScore } from '../search/search-sql.ts'
import type { SuggestionWords } from '../search/suggestion-words.ts'
import type { CompiledSearch } from '../search/tsquery.ts'
import { matchCandidates, postingsCandidates } from './suggestion-candidates.ts'

type NameRow = { kind: 'brand' | 'category' | 'tag'; slug: string; name: string; parent: string | null }
type ProductRow = { slug: string; title: string; brand: string; imageUrl: string | null }

/** Suggestions rank the most viewed matches only (decisions 0796, 0800): a broad word ("purse", "tel")
 *  matches thousands of products at 100k, and scoring each was most of a suggestion's time; 100 (not
 *  400) since each candidate is a row read and scored, for six shown. */
export const SUGGEST_CANDIDATES = 100

export type SuggestOptions = {
  /** The words to read candidates by (decision 0800); without them, the match itself is read. */
  words?: SuggestionWords | null
  candidates?: number
}

export async function suggestProducts(
  db: Db,
  search: CompiledSearch,
  limit: number,
  { words = null, candidates = SUGGEST_CANDIDATES }: SuggestOptions = {},
): Promise<Suggestion[]> {
  // Candidates come from product_search (narrow, decision 0663); only the chosen few are read from products.
  const from: SQL = words ? postingsCandidates(words, candidates) : matchCandidates(search, candidates)
  const result = await db.execute(sql`
    with m as (${from}),
    best as (select m.id, ${searchScore(search, sql`m.doc`)} as score, m.views from m
             order by 2 desc, m.views desc, m.id desc limit ${limit})
    select p.slug, p.title, b.name as brand,
      (select f.url from files f where f.product_id = p.id and f.file_type = 'image'
       order by f.position, f.id limit 1) as "imageUrl"
    from best join products p on p.id = best.id join ${brands} b on b.id = p.brand_id
    order by best.score desc, p.view_count desc, p.id desc`)
  return (result as unknown as { rows: ProductRow[] }).rows.map((r) => ({
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
    (select 'tag', t.slug, t.name, null from ${tags} t where ${doc(sql`t.name`)} @@ ${q} order by t.name limit ${limit})`)
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
