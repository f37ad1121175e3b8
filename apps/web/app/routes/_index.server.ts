import { serverOf } from '#api-context'
import { listBrands } from '../lib/api/catalog.ts'
import { listProducts } from '../lib/api/products.ts'
import type { Route } from './+types/_index.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  // Above the fold: trending products, awaited. Below it: streamed, so the first bytes go out at once.
  const newest = listProducts(api, { sort: 'launchedOn:desc', size: 8 })
  const brands = listBrands(api)
  const trending = await listProducts(api, { sort: 'viewCount:desc', size: 8 })
  return { trending, newest, brands }
}
