// Brand, tag and category calls of spec §7. Answers are typed, not parsed: the API validates and
// serialises them by the domain schemas, and zod would weigh on every page's bundle.
import type { Brand, BrandPage, Category, Tag } from '@haat/domain/catalog/entities'
import type { SortKey } from '@haat/domain/rules/sort'
import type { ApiTransport } from './transport.ts'

export function listBrands(api: ApiTransport) {
  return api<Brand[]>({ path: '/brand/product' })
}

/** The brand and a page of its products (page, size, sort as in listings). */
export function getBrandPage(
  api: ApiTransport,
  slug: string,
  query: { sort?: SortKey; page?: number; size?: number } = {},
) {
  return api<BrandPage>({ path: `/brand/product/slug/${encodeURIComponent(slug)}`, query })
}

/** Ten random tags (§7). */
export function listRandomTags(api: ApiTransport) {
  return api<Tag[]>({ path: '/tag' })
}

export function getTagBySlug(api: ApiTransport, slug: string) {
  return api<Tag>({ path: `/tag/slug/${encodeURIComponent(slug)}` })
}

export function listCategories(api: ApiTransport) {
  return api<Category[]>({ path: '/category' })
}
