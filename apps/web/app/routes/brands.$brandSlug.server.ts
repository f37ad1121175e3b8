import { serverOf } from '#api-context'
import { getBrandBySlug } from '../lib/api/catalog.ts'
import { listProductsByBrand } from '../lib/api/products.ts'
import { or404 } from '../lib/http/or-404.ts'
import type { Route } from './+types/brands.$brandSlug.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  const brand = await or404(getBrandBySlug(api, params.brandSlug))
  const page = await listProductsByBrand(api, brand.brandId)
  return { brand, page }
}
