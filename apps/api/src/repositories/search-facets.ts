// Facet counts of a search's matches (category, brand, price band, offer) in one grouping-sets scan.
// Counts are over the whole match, so they stay put while the shopper narrows by one of them.
import { sql } from 'drizzle-orm'
import { PRICE_BANDS, type SearchFacets } from '@haat/domain/catalog/search'
import type { Db } from '../db/client.ts'
import { searchMatches } from '../search/search-sql.ts'
import type { CompiledSearch } from '../search/tsquery.ts'

type Row = { kind: 'category' | 'brand' | 'price' | 'offer'; value: string; label: string; count: number }

const bandOf = sql.raw(
  `case ${PRICE_BANDS.map((b) => `when products.price < ${b.max ?? 2147483647} then '${b.key}'`).join(' ')} end`,
)

export async function searchFacets(db: Db, search: CompiledSearch): Promise<SearchFacets> {
  const result = await db.execute(sql`
    with m as (
      select c.param_name as category, c.name as category_name, b.slug as brand, b.name as brand_name,
             ${bandOf} as band, (products.offer_type is not null) as offer
      from products join categories c on c.id = products.category_id join brands b on b.id = products.brand_id
      where ${searchMatches(search)})
    select case when grouping(category) = 0 then 'category' when grouping(brand) = 0 then 'brand'
                when grouping(band) = 0 then 'price' else 'offer' end as kind,
           coalesce(category, brand, band, case when offer then 'yes' else 'no' end) as value,
           coalesce(min(category_name), min(brand_name), '') as label,
           count(*)::int as count
    from m group by grouping sets ((category), (brand), (band), (offer))
    order by count desc, value`)
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
