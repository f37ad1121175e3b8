import { serverOf } from '#api-context'
import { getProductBySlug, listProducts } from '../lib/api/products.ts'
import { or404 } from '../lib/http/or-404.ts'
import type { Route } from './+types/product.$slug.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, origin } = serverOf(context)
  const product = await or404(getProductBySlug(api, params.slug))
  // Below the fold: streamed after the product itself has rendered.
  const related = listProducts(api, {
    category: [product.category.paramName],
    sort: 'upvoteCount:desc',
    size: 9,
  }).then((p) => p.content.filter((x) => x.id !== product.id).slice(0, 8))
  return { product, related, origin }
}
