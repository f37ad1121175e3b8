import { NO_PRODUCTS_FOUND } from '@haat/domain/constants/messages'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { EmptyState } from '../components/EmptyState.tsx'
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { ProductGrid } from '../components/catalog/ProductGrid.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/tags.$slug.ts'

export { loader } from './tags.$slug.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const tag = args.loaderData?.tag
  return pageMeta(
    args,
    tag
      ? { title: `#${tag.name}`, description: `Products tagged ${tag.name} on Haat.` }
      : { title: 'Tag not found', noindex: true },
  )
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, page } = loaderData
  return (
    <Page>
      <Breadcrumbs items={[{ name: 'Browse all', href: '/browse-all' }, { name: `#${tag.name}` }]} />
      <PageHeader eyebrow="Tag" title={`#${tag.name}`}>
        <p>{page.totalElements} products</p>
      </PageHeader>
      {page.content.length ? (
        <ProductGrid products={page.content} />
      ) : (
        <EmptyState title={NO_PRODUCTS_FOUND} />
      )}
    </Page>
  )
}
