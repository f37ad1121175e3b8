// Product calls of spec §7. Typed answers, not parsed (see catalog.ts): the domain shapes are the contract.
import type { Page } from '@haat/domain/catalog/page'
import type { Product, ProductSummary } from '@haat/domain/catalog/product'
import { PRODUCT_PAGE_SIZE } from '@haat/domain/constants/timings'
import type { SortKey } from '@haat/domain/rules/sort'
import { ApiRequestError, type ApiTransport } from './transport.ts'

export type ProductPage = Page<ProductSummary>

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

export function listProducts(api: ApiTransport, f: ProductFilters = {}): Promise<ProductPage> {
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
  return api<ProductPage>({ path: '/product', query })
}

/** §7: the answer is an array and its first element is the product; none = 404. */
export async function getProductBySlug(api: ApiTransport, slug: string): Promise<Product> {
  const found = await api<Product[]>({ path: `/product/slug/${encodeURIComponent(slug)}` })
  const product = found[0]
  if (!product) throw new ApiRequestError(404, 'not_found', `Product '${slug}' was not found`)
  return product
}

export function listTopTrending(api: ApiTransport) {
  return api<ProductSummary[]>({ path: '/product/top-5-trending' })
}

export function listProductsByTag(api: ApiTransport, slug: string, page = 0, size = PRODUCT_PAGE_SIZE) {
  return api<ProductPage>({ path: `/product/tags/${encodeURIComponent(slug)}`, query: { page, size } })
}

export function listProductsByBrand(api: ApiTransport, brandId: number, page = 0, size = PRODUCT_PAGE_SIZE) {
  return api<ProductPage>({ path: `/product/brand/${brandId}`, query: { page, size } })
}
