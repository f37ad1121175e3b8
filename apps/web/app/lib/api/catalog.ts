// Brand, tag and category calls of spec §7.
import { z } from 'zod'
import { brandPageSchema, brandSchema, categorySchema, tagSchema } from '@haat/domain/catalog/entities'
import type { SortKey } from '@haat/domain/rules/sort'
import type { ApiTransport } from './transport.ts'

export async function listBrands(api: ApiTransport) {
  return z.array(brandSchema).parse(await api({ path: '/brand/product' }))
}

/** The brand and a page of its products (page, size, sort as in listings). */
export async function getBrandPage(
  api: ApiTransport,
  slug: string,
  query: { sort?: SortKey; page?: number; size?: number } = {},
) {
  return brandPageSchema.parse(await api({ path: `/brand/product/slug/${encodeURIComponent(slug)}`, query }))
}

/** Ten random tags (§7). */
export async function listRandomTags(api: ApiTransport) {
  return z.array(tagSchema).parse(await api({ path: '/tag' }))
}

export async function getTagBySlug(api: ApiTransport, slug: string) {
  return tagSchema.parse(await api({ path: `/tag/slug/${encodeURIComponent(slug)}` }))
}

export async function listCategories(api: ApiTransport) {
  return z.array(categorySchema).parse(await api({ path: '/category' }))
}
