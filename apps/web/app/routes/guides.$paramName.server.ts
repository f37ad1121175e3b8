import { serverOf } from '#api-context'
import { getGuideBySlug, listFeaturedGuides } from '../lib/api/guides.ts'
import { or404 } from '../lib/http/or-404.ts'
import type { Route } from './+types/guides.$paramName.ts'

/** The guide's paramName is its slug (GET /api/feeds/slug/{slug}). The featured strip streams in later. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  const featured = listFeaturedGuides(api)
  return { guide: await or404(getGuideBySlug(api, params.paramName)), featured }
}
