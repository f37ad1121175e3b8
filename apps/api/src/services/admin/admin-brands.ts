// Brands in the admin (decision 0767): every brand for the store admin, its own for a brand user
// (another brand answers 404, as if it did not exist). The shop's tokens are never read here: only
// whether each is there.
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm'
import type { AdminBrand, AdminBrandList } from '@haat/domain/admin/brand-edit'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { brands, brandShops, products } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'

function selectAdminBrands(db: Db) {
  return db
    .select({
      brand: brands,
      storeDomain: brandShops.storeDomain,
      storefrontApiVersion: brandShops.storefrontApiVersion,
      // Whether a sealed value is there, computed in the database: the sealed text never leaves it.
      storefrontTokenSet: sql<boolean>`${brandShops.storefrontToken} <> ''`,
      adminTokenSet: sql<boolean>`${brandShops.adminToken} <> ''`,
      productCount:
        sql<number>`(select ${count()} from ${products} where ${products.brandId} = ${brands.id})`.mapWith(
          Number,
        ),
    })
    .from(brands)
    .leftJoin(brandShops, eq(brandShops.brandId, brands.id))
    .$dynamic()
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAdminBrands>['execute']>>[number]

const view = (r: Row): AdminBrand => ({
  id: r.brand.id,
  slug: r.brand.slug,
  edit: {
    name: r.brand.name,
    description: r.brand.description,
    city: r.brand.city,
    logoUrl: r.brand.logoUrl,
    bannerUrl: r.brand.bannerUrl,
    featured: r.brand.featured,
    salesChannel: r.brand.salesChannel,
  },
  shop:
    r.storeDomain === null
      ? null
      : {
          storeDomain: r.storeDomain,
          storefrontApiVersion: r.storefrontApiVersion!,
          storefrontTokenSet: Boolean(r.storefrontTokenSet),
          adminTokenSet: Boolean(r.adminTokenSet),
        },
  productCount: r.productCount,
})

export async function listAdminBrands(db: Db, operator: Operator): Promise<AdminBrandList> {
  const rows = await selectAdminBrands(db)
    .where(operator.brand ? eq(brands.id, operator.brand.id) : isNotNull(brands.id))
    .orderBy(asc(brands.name), asc(brands.id))
  return { content: rows.map(view) }
}

export async function adminBrandView(db: Db, operator: Operator, id: number): Promise<AdminBrand> {
  if (operator.brand && operator.brand.id !== id) throw notFound('Brand', id)
  const [row] = await selectAdminBrands(db).where(eq(brands.id, id))
  if (!row) throw notFound('Brand', id)
  return view(row)
}
