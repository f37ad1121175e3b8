import { serverOf } from '#api-context'
import { getTagBySlug } from '../lib/api/catalog.ts'
import { listProductsByTag } from '../lib/api/products.ts'
import { or404 } from '../lib/http/or-404.ts'
import type { Route } from './+types/tags.$slug.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  const [tag, page] = await Promise.all([
    or404(getTagBySlug(api, params.slug)),
    listProductsByTag(api, params.slug),
  ])
  return { tag, page }
}
