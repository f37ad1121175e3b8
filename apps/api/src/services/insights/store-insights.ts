// GET /api/admin/insights: votes to sales per India day over the last 7, 30 or 90 days, for the whole
// store (the store admin), one brand (a brand user: always its own) or one product of it.
import { eq, inArray } from 'drizzle-orm'
import type { InsightCounts, Insights, InsightsQuery } from '@haat/domain/admin/insights'
import { assertOwnBrand, scopedBrandId, type Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { brands, products } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { insightFacts, type FactRow } from './insight-facts.ts'

const DAY_MS = 86_400_000
const indiaDate = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)

const countsOf = (r: FactRow | undefined): InsightCounts => ({
  upvotes: r?.upvotes ?? 0,
  unlocks: r?.unlocks ?? 0,
  addsToBag: r?.adds ?? 0,
  orders: r?.orders ?? 0,
  revenue: r?.revenue ?? 0,
})

export async function storeInsights(
  db: Db,
  operator: Operator,
  query: InsightsQuery,
  now = new Date(),
): Promise<Insights> {
  let brandId = scopedBrandId(operator, query.brand)
  let product: { id: number; name: string } | null = null
  if (query.product) {
    const [row] = await db
      .select({ id: products.id, name: products.title, brandId: products.brandId })
      .from(products)
      .where(eq(products.id, query.product))
    if (!row) throw notFound('Product', query.product)
    assertOwnBrand(operator, [row.brandId])
    product = { id: row.id, name: row.name }
    brandId = row.brandId
  }
  const to = indiaDate(now)
  const from = indiaDate(new Date(now.getTime() - (query.days - 1) * DAY_MS))
  const rows = await insightFacts(db, { from, to, brandId, productId: product?.id ?? null })

  const byDay = new Map(rows.filter((r) => r.kind === 'day').map((r) => [r.day, r]))
  const days = Array.from({ length: query.days }, (_, i) => {
    const day = indiaDate(new Date(now.getTime() - (query.days - 1 - i) * DAY_MS))
    return { day, ...countsOf(byDay.get(day)) }
  })
  const top = rows
    .filter((r) => r.kind === 'product')
    .sort((a, b) => b.upvotes - a.upvotes || b.revenue - a.revenue || a.product_id! - b.product_id!)
    .slice(0, 20)
  const brandRows = brandId === null ? rows.filter((r) => r.kind === 'brand') : []
  const brandIds = [...new Set([...brandRows.map((r) => r.brand_id!), ...(brandId ? [brandId] : [])])]
  const [titles, brandNames] = await Promise.all([
    top.length
      ? db
          .select({ id: products.id, name: products.title })
          .from(products)
          .where(
            inArray(
              products.id,
              top.map((r) => r.product_id!),
            ),
          )
      : [],
    brandIds.length
      ? db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds))
      : [],
  ])
  const title = new Map(titles.map((t) => [t.id, t.name]))
  const brandName = new Map(brandNames.map((b) => [b.id, b.name]))
  return {
    from,
    to,
    scope: {
      brand: brandId === null ? null : { id: brandId, name: brandName.get(brandId) ?? '' },
      product,
    },
    days,
    totals: countsOf(rows.find((r) => r.kind === 'all')),
    products: top.map((r) => ({ id: r.product_id!, name: title.get(r.product_id!) ?? '', ...countsOf(r) })),
    brands: brandRows
      .map((r) => ({ id: r.brand_id!, name: brandName.get(r.brand_id!) ?? '', ...countsOf(r) }))
      .sort((a, b) => b.revenue - a.revenue || b.upvotes - a.upvotes || a.id - b.id),
  }
}
