// Facet counts of a search's matches (category, brand, price band, offer) in one grouping-sets scan.
// Counts are over the whole match, so they stay put while the shopper narrows by one of them. The scan
// reads product_search, the narrow copy (decision 0663).
import { sql } from 'drizzle-orm'
import { PRICE_BANDS, type SearchFacets } from '@haat/domain/catalog/search'
import type { Db } from '../db/client.ts'
import { searchMatches } from '../search/search-sql.ts'
import type { CompiledSearch } from '../search/tsquery.ts'

type Row = { kind: 'category' | 'brand' | 'price' | 'offer'; value: string; label: string; count: number }

const bandOf = sql.raw(
  `case ${PRICE_BANDS.map((b) => `when price < ${b.max ?? 2147483647} then '${b.key}'`).join(' ')} end`,
)

export async function searchFacets(db: Db, search: CompiledSearch): Promise<SearchFacets> {
  // Grouped on the matching rows' own columns; names are joined to the few groups, not to every match.
  const result = await db.execute(sql`
    with g as (
      select grouping(category_id) as gc, grouping(brand_id) as gb, grouping(band) as gp,
             category_id, brand_id, band, offer, count(*)::int as count
      from (select category_id, brand_id, ${bandOf} as band, offer
            from product_search where ${searchMatches(search)}) m
      group by grouping sets ((category_id), (brand_id), (band), (offer)))
    select case when gc = 0 then 'category' when gb = 0 then 'brand' when gp = 0 then 'price' else 'offer' end
             as kind,
           coalesce(c.param_name, b.slug, g.band, case when g.offer then 'yes' else 'no' end) as value,
           coalesce(c.name, b.name, '') as label, g.count
    from g left join categories c on gc = 0 and c.id = g.category_id
           left join brands b on gb = 0 and b.id = g.brand_id
    order by g.count desc, value`)
  const rows = (result as unknown as { rows: Row[] }).rows
  const of = (kind: Row['kind']) =>
    rows.filter((r) => r.kind === kind).map(({ value, label, count }) => ({ value, label, count }))
  const bands = of('price')
  return {
    category: of('category'),
    brand: of('brand'),
    price: PRICE_BANDS.flatMap((b) => bands.filter((r) => r.value === b.key)),
    offer: of('offer').filter((r) => r.value === 'yes'),
  }
}
