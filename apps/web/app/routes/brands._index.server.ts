import { serverOf } from '#api-context'
import { listBrands } from '../lib/api/catalog.ts'
import type { Route } from './+types/brands._index.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await listBrands(serverOf(context).api) }
}
