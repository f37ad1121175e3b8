import { serverOf } from '#api-context'
import { BINGE_TEASER_SIZE } from '@haat/domain/constants/timings'
import { listHomeBanners } from '../lib/api/banners.ts'
import { listBrands, listRandomTags } from '../lib/api/catalog.ts'
import { listProducts } from '../lib/api/products.ts'
import { listTapes } from '../lib/api/tapes.ts'
import type { Route } from './+types/_index.ts'

const SHELF = 8

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  // Below the fold, streamed: the first bytes (carousel, categories) go out at once.
  const brands = listBrands(api)
  // §9: the teaser reads a page of 5 sorted by views (the API's order without a seed) and shows 4.
  const tapes = listTapes(api, { size: BINGE_TEASER_SIZE })
  const newest = listProducts(api, { sort: 'launchedOn:desc', size: SHELF })
  // §7: ten random tags, streamed with the rest below the fold.
  const tags = listRandomTags(api)
  // Above the fold, awaited: the carousel is in the first bytes (banners the admin set, decision 0768).
  const [banners, trending] = await Promise.all([
    listHomeBanners(api),
    listProducts(api, { sort: 'viewCount:desc', size: SHELF }),
  ])
  return { banners, trending, newest, brands, tapes, tags }
}
