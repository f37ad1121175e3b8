import { CURATED_BY, GUIDES_LABEL, NO_PRODUCTS_FOUND } from '@haat/domain/constants/messages'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { EmptyState } from '../components/EmptyState.tsx'
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { ProductGrid } from '../components/catalog/ProductGrid.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/guides.$paramName.ts'

export { loader } from './guides.$paramName.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const g = args.loaderData?.guide
  return pageMeta(
    args,
    g
      ? { title: g.name, description: g.headline, image: g.imageUrl, type: 'article' }
      : { title: 'Guide not found', noindex: true },
  )
}

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { guide } = loaderData
  return (
    <Page>
      <Breadcrumbs items={[{ name: GUIDES_LABEL, href: '/guides' }, { name: guide.name }]} />
      <PageHeader eyebrow={GUIDES_LABEL} title={guide.headline}>
        <p>{guide.description}</p>
        <p className="mt-2 text-sm">
          {CURATED_BY} <span className="font-semibold text-ink">{guide.curatorName}</span>
        </p>
      </PageHeader>
      {guide.products.length ? (
        <ProductGrid products={guide.products} />
      ) : (
        <EmptyState title={NO_PRODUCTS_FOUND} />
      )}
    </Page>
  )
}
