// Facet counts of a search's matches (category, brand, price band, offer) in one grouping-sets scan of
// product_search (decision 0663). Counts are over the whole match, so they stay put while the shopper
// narrows by one of them. Asked for a page too, the same statement ranks it, tier by tier.
import { sql } from 'drizzle-orm'
import type { SearchFacets } from '@haat/domain/catalog/search'
import { PRICE_BANDS } from '@haat/domain/catalog/search-constants'
import type { Db } from '../db/client.ts'
import { scoreTiers, searchMatches, searchScore } from '../search/search-sql.ts'
import type { CompiledSearch } from '../search/tsquery.ts'

type Kind = 'category' | 'brand' | 'price' | 'offer'
type Row = { kind: Kind | 'hit'; value: string; label: string; count: number } & Hit & { views: number }
export type Hit = { id: number; score: number }

const bandOf = sql.raw(
  `case ${PRICE_BANDS.map((b) => `when price < ${b.max ?? 2147483647} then '${b.key}'`).join(' ')} end`,
)

/** The page by relevance: each score tier's own top, appended best tier first (search-sql.ts scoreTiers).
 *  The page's end stops the append, so a tier after a full page is never read (the executor runs an
 *  append's parts in order; the page is put in order again below all the same). */
function rankedPage(search: CompiledSearch, page: { offset: number; limit: number }) {
  const end = page.offset + page.limit
  const tiers = scoreTiers(search).map(
    (tier) => sql`(select product_id, ${searchScore(search)}::float8 as score, view_count from product_search
      where ${searchMatches(search)} and ${tier}
      order by score desc, view_count desc, product_id desc limit ${end})`,
  )
  return sql`(select 'hit', null, null, null, product_id, score, view_count
    from (${sql.join(tiers, sql` union all `)}) as tiers limit ${page.limit} offset ${page.offset})`
}

export async function searchFacets(
  db: Db,
  search: CompiledSearch,
  page?: { offset: number; limit: number },
): Promise<{ facets: SearchFacets; hits: Hit[] }> {
  // Grouped on the matching rows' own columns, once (f: a few hundred combinations), then the four facets
  // from those (a grouping set over every match is a pass over every match each: ~10 % of a broad search);
  // names are joined to the few groups, not to every match.
  const result = await db.execute(sql`
    with f as (
      select category_id, brand_id, ${bandOf} as band, offer, count(*)::int as n
      from product_search where ${searchMatches(search)} group by 1, 2, 3, 4),
    g as (
      select grouping(category_id) as gc, grouping(brand_id) as gb, grouping(band) as gp,
             category_id, brand_id, band, offer, sum(n)::int as count
      from f group by grouping sets ((category_id), (brand_id), (band), (offer)))
    select case when gc = 0 then 'category' when gb = 0 then 'brand' when gp = 0 then 'price' else 'offer' end
             as kind,
           coalesce(c.param_name, b.slug, g.band, case when g.offer then 'yes' else 'no' end) as value,
           coalesce(c.name, b.name, '') as label, g.count, null::int as id, null::float8 as score,
           null::int as views
    from g left join categories c on gc = 0 and c.id = g.category_id
           left join brands b on gb = 0 and b.id = g.brand_id
    ${page ? sql`union all ${rankedPage(search, page)}` : sql``}`)
  const rows = (result as unknown as { rows: Row[] }).rows
  const of = (kind: Kind) =>
    rows
      .filter((r) => r.kind === kind)
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .map(({ value, label, count }) => ({ value, label, count }))
  const bands = of('price')
  const facets = {
    category: of('category'),
    brand: of('brand'),
    price: PRICE_BANDS.flatMap((b) => bands.filter((r) => r.value === b.key)),
    offer: of('offer').filter((r) => r.value === 'yes'),
  }
  // The union's parts come back in no promised order: the page is put in order here.
  const hits = rows
    .filter((r) => r.kind === 'hit')
    .sort((a, b) => b.score - a.score || b.views - a.views || b.id - a.id)
    .map(({ id, score }) => ({ id, score }))
  return { facets, hits }
}
