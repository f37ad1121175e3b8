import { serverOf } from '#api-context'
import { getGuideBySlug } from '../lib/api/guides.ts'
import { or404 } from '../lib/http/or-404.ts'
import type { Route } from './+types/guides.$paramName.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  return { guide: await or404(getGuideBySlug(serverOf(context).api, params.paramName)) }
}
