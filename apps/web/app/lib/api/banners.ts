// The home carousel's banners (GET /api/banners, decision 0768). Typed answers, not parsed (see catalog.ts).
import type { Banner } from '@haat/domain/catalog/home-banner'
import type { ApiTransport } from './transport.ts'

export function listHomeBanners(api: ApiTransport) {
  return api<Banner[]>({ path: '/banners' })
}
