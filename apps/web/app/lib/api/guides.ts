// Guide (feed) calls of spec §7.
import { z } from 'zod'
import { guideSchema } from '@haat/domain/catalog/entities'
import type { ApiTransport } from './transport.ts'

export async function listGuides(api: ApiTransport) {
  return z.array(guideSchema).parse(await api({ path: '/feeds', query: { withproducts: false } }))
}

export async function getGuideBySlug(api: ApiTransport, slug: string) {
  return guideSchema.parse(await api({ path: `/feeds/slug/${encodeURIComponent(slug)}` }))
}

/** The strip shows name and picture only: products are left out of the answer. */
export async function listFeaturedGuides(api: ApiTransport) {
  return z
    .array(guideSchema)
    .parse(await api({ path: '/feeds/featuredGuides', query: { withproducts: false } }))
}
