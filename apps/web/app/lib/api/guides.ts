// Guide (feed) calls of spec §7. Typed answers, not parsed (see catalog.ts).
import type { Guide } from '@haat/domain/catalog/entities'
import type { ApiTransport } from './transport.ts'

export function listGuides(api: ApiTransport) {
  return api<Guide[]>({ path: '/feeds', query: { withproducts: false } })
}

export function getGuideBySlug(api: ApiTransport, slug: string) {
  return api<Guide>({ path: `/feeds/slug/${encodeURIComponent(slug)}` })
}

/** The strip shows name and picture only: products are left out of the answer. */
export function listFeaturedGuides(api: ApiTransport) {
  return api<Guide[]>({ path: '/feeds/featuredGuides', query: { withproducts: false } })
}
