import { NO_PRODUCTS_FOUND } from '@haat/domain/constants/messages'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { EmptyState } from '../components/EmptyState.tsx'
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { ProductGrid } from '../components/catalog/ProductGrid.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/brands.$brandSlug.ts'

export { loader } from './brands.$brandSlug.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const brand = args.loaderData?.brand
  return pageMeta(
    args,
    brand
      ? { title: brand.brandName, description: brand.description, image: brand.bannerUrl ?? brand.logoUrl }
      : { title: 'Brand not found', noindex: true },
  )
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, page } = loaderData
  return (
    <Page>
      <Breadcrumbs items={[{ name: 'Brands', href: '/brands' }, { name: brand.brandName }]} />
      <PageHeader eyebrow={brand.city} title={brand.brandName}>
        <p>{brand.description}</p>
      </PageHeader>
      {page.content.length ? (
        <ProductGrid products={page.content} />
      ) : (
        <EmptyState title={NO_PRODUCTS_FOUND} />
      )}
    </Page>
  )
}
