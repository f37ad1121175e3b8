// Brands with their product counts (spec §3 Brand plus what the brand pages show).
import { asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Brand } from '@haat/domain/catalog/entities'
import type { Db } from '../db/client.ts'
import { brands } from '../db/schema.ts'

const brandColumns = {
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
  salesChannel: brands.salesChannel,
  description: brands.description,
  logoUrl: brands.logoUrl,
  bannerUrl: brands.bannerUrl,
  city: brands.city,
  featured: brands.featured,
  productCount: sql<number>`(select count(*)::int from products p where p.brand_id = brands.id)`,
}

function selectBrands(db: Db, where?: SQL) {
  return db.select(brandColumns).from(brands).where(where)
}

/** Every brand, by name; featured ones (the home page's BRAND DISCOGRAPHY) are flagged. */
export async function findBrands(db: Db): Promise<Brand[]> {
  return selectBrands(db).orderBy(asc(sql`lower(${brands.name})`), asc(brands.id))
}

export async function findBrandBySlug(db: Db, slug: string): Promise<Brand | undefined> {
  const [row] = await selectBrands(db, eq(brands.slug, slug))
  return row
}

export async function findBrandById(db: Db, id: number): Promise<Brand | undefined> {
  const [row] = await selectBrands(db, eq(brands.id, id))
  return row
}
