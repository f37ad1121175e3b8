import { PageHeader } from '../components/PageHeader.tsx'
import { useRootData } from '../components/layout/use-root-data.ts'
import { browseCrumbs } from '../features/listing/listing-crumbs.ts'
import { browseTitle } from '../features/listing/browse-title.ts'
import { chosenCategoryNames } from '../features/listing/listing-params.ts'
import { emptyListingText } from '../features/listing/empty-state-text.ts'
import { ListingPage } from '../features/listing/ListingPage.tsx'
import { SearchListing } from '../features/listing/SearchListing.tsx'
import { useT } from '../lib/i18n/use-t.ts'
import { metaTranslator, pageMeta } from '../lib/seo/meta.ts'
import type { RootData } from '../components/layout/use-root-data.ts'
import type { Route } from './+types/browse-all.ts'

export { loader } from './browse-all.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const filters = args.loaderData?.filters
  const tree =
    (args.matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined)?.categories ?? []
  const t = metaTranslator(args.matches)
  const { title } = filters ? browseTitle(tree, filters, t) : { title: 'Browse all products' }
  const category =
    filters?.category.length === 1 && !filters.search
      ? `?category=${encodeURIComponent(filters.category[0] ?? '')}`
      : ''
  return pageMeta(args, {
    title,
    description:
      'Browse every product on Haat: trending picks, new launches and the most upvoted finds from independent Indian brands. Upvote to unlock exclusive prices.',
    canonicalPath: `/browse-all${category}`,
    noindex: Boolean(filters?.search),
  })
}

export default function BrowseAll({ loaderData }: Route.ComponentProps) {
  const { page, query, filters, tapes, search } = loaderData
  const tree = useRootData()?.categories ?? []
  const t = useT()
  const { eyebrow, title } = browseTitle(tree, filters, t)
  const categoryAsked = filters.category.length + filters.subcategory.length > 0
  const emptyText = emptyListingText(
    {
      search: filters.search,
      categoryAsked,
      categoryName: chosenCategoryNames(tree, filters).join(', ') || null,
      scoped: false,
    },
    t,
  )
  const shared = {
    crumbs: browseCrumbs(tree, filters, t),
    heading: <PageHeader eyebrow={eyebrow} title={title} />,
    query,
    tapes,
    emptyText,
  }
  if (search) return <SearchListing {...shared} data={search} />
  return <ListingPage {...shared} page={page} filters />
}
