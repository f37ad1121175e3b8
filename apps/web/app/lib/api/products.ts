// Product calls of spec §7. Answers are checked against the domain shapes (the API/web contract).
import { z } from 'zod'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSchema, productSummarySchema, type Product } from '@haat/domain/catalog/product'
import { PRODUCT_PAGE_SIZE } from '@haat/domain/constants/timings'
import type { SortKey } from '@haat/domain/rules/sort'
import { ApiRequestError, type ApiTransport } from './transport.ts'

export const productPageSchema = pageSchema(productSummarySchema)
export type ProductPage = z.infer<typeof productPageSchema>

export type ProductFilters = {
  sort?: SortKey
  category?: readonly string[]
  subcategory?: readonly string[]
  search?: string
  /** Tag and brand slugs: tag and brand pages use the same sortable listing call. */
  tag?: string
  brand?: string
  page?: number
  size?: number
}

export async function listProducts(api: ApiTransport, f: ProductFilters = {}): Promise<ProductPage> {
  const query = {
    sort: f.sort,
    category: f.category,
    subcategory: f.subcategory,
    search: f.search,
    tag: f.tag,
    brand: f.brand,
    page: f.page ?? 0,
    size: f.size ?? PRODUCT_PAGE_SIZE,
  }
  return productPageSchema.parse(await api({ path: '/product', query }))
}

/** §7: the answer is an array and its first element is the product; none = 404. */
export async function getProductBySlug(api: ApiTransport, slug: string): Promise<Product> {
  const found = z.array(productSchema).parse(await api({ path: `/product/slug/${encodeURIComponent(slug)}` }))
  const product = found[0]
  if (!product) throw new ApiRequestError(404, 'not_found', `Product '${slug}' was not found`)
  return product
}

export async function listTopTrending(api: ApiTransport) {
  return z.array(productSummarySchema).parse(await api({ path: '/product/top-5-trending' }))
}

export async function listProductsByTag(api: ApiTransport, slug: string, page = 0, size = PRODUCT_PAGE_SIZE) {
  const answer = await api({ path: `/product/tags/${encodeURIComponent(slug)}`, query: { page, size } })
  return productPageSchema.parse(answer)
}

export async function listProductsByBrand(
  api: ApiTransport,
  brandId: number,
  page = 0,
  size = PRODUCT_PAGE_SIZE,
) {
  return productPageSchema.parse(await api({ path: `/product/brand/${brandId}`, query: { page, size } }))
}
