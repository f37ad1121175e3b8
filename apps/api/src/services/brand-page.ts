// A brand page (docs/decisions/0146): the brand and the first page of its products.
import type { BrandPage } from '@haat/domain/catalog/entities'
import type { SortKey } from '@haat/domain/rules/sort'
import type { UpvoteLookup } from '../auth/viewer.ts'
import { notFound } from '../http/errors.ts'
import { findBrandById, findBrandBySlug } from '../repositories/brands.ts'
import type { Catalog } from './catalog.ts'
import { listProducts, type PageRequest } from './list-products.ts'

type BrandKey = { slug: string } | { id: number }

export async function getBrandPage(
  catalog: Catalog,
  key: BrandKey,
  request: PageRequest & { sort?: SortKey },
  upvotes: UpvoteLookup,
): Promise<BrandPage> {
  const brand =
    'slug' in key ? await findBrandBySlug(catalog.db, key.slug) : await findBrandById(catalog.db, key.id)
  if (!brand) throw notFound('Brand', 'slug' in key ? key.slug : key.id)
  const products = await listProducts(catalog, { brandId: brand.brandId }, request, upvotes)
  return { brand, products }
}
