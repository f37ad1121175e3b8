import { NO_PRODUCTS_AVAILABLE, noProductsInCategory, noResultsFor } from '@haat/domain/constants/messages'
import { SORT_OPTIONS, paramFromSortKey } from '@haat/domain/rules/sort'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { EmptyState } from '../components/EmptyState.tsx'
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { ProductGrid } from '../components/catalog/ProductGrid.tsx'
import { Chip } from '../components/ui/Chip.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/browse-all.ts'

export { loader } from './browse-all.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.filters.search
      ? `Results for “${args.loaderData.filters.search}”`
      : 'Browse all products',
    description:
      'Browse every product on Haat: trending picks, new launches and the most upvoted finds from independent Indian brands.',
  })

export default function BrowseAll({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData
  const current = paramFromSortKey(filters.sort)
  const category = filters.category[0]
  const title = filters.search
    ? `Results for “${filters.search}”`
    : category
      ? `Shop ${category.replaceAll('-', ' ')}`
      : 'Browse all'
  const empty = filters.search
    ? noResultsFor(filters.search)
    : category
      ? noProductsInCategory(category)
      : NO_PRODUCTS_AVAILABLE
  const keep = new URLSearchParams()
  for (const c of filters.category) keep.append('category', c)
  if (filters.search) keep.set('search', filters.search)

  return (
    <Page>
      <Breadcrumbs
        items={[{ name: 'Browse all', href: '/browse-all' }, ...(category ? [{ name: category }] : [])]}
      />
      <PageHeader title={title}>
        <p>{page.totalElements} products</p>
      </PageHeader>
      <nav aria-label="Sort" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-2">
          {SORT_OPTIONS.map((o) => {
            const params = new URLSearchParams(keep)
            params.set('sortBy', o.param)
            return (
              <li key={o.param}>
                <Chip to={`/browse-all?${params}`} active={o.param === current}>
                  {o.label}
                </Chip>
              </li>
            )
          })}
        </ul>
      </nav>
      {page.content.length ? <ProductGrid products={page.content} /> : <EmptyState title={empty} />}
    </Page>
  )
}
