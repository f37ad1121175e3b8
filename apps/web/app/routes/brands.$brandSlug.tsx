import { BrandHero } from '../features/listing/BrandHero.tsx'
import { emptyListingText } from '../features/listing/empty-state-text.ts'
import { ListingPage } from '../features/listing/ListingPage.tsx'
import { useT } from '../lib/i18n/use-t.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/brands.$brandSlug.ts'

export { loader } from './brands.$brandSlug.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const brand = args.loaderData?.brand
  return pageMeta(
    args,
    brand
      ? {
          title: `${brand.brandName}, ${brand.city}`,
          description: brand.description,
          image: brand.bannerUrl ?? brand.logoUrl,
        }
      : { title: 'Brand not found', noindex: true },
  )
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, page, query, tapes } = loaderData
  const t = useT()
  return (
    <ListingPage
      crumbs={[{ name: t('Brands'), href: '/brands' }, { name: brand.brandName }]}
      heading={<BrandHero brand={brand} />}
      page={page}
      query={query}
      tapes={tapes}
      emptyText={emptyListingText({ categoryAsked: false, scoped: true }, t)}
    />
  )
}
