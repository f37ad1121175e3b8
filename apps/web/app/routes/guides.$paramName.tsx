// Spec §2 guide page: hero (Guides label, headline, description, Curated by), the guide's products and
// the featured-guides strip with this guide highlighted.
import { GUIDES_LABEL, NO_PRODUCTS_FOUND } from '@haat/domain/constants/messages'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { Deferred } from '../components/Deferred.tsx'
import { EmptyState } from '../components/EmptyState.tsx'
import { Page } from '../components/Page.tsx'
import { Section } from '../components/Section.tsx'
import { Skeleton } from '../components/ui/Skeleton.tsx'
import { FeaturedGuidesStrip } from '../features/guides/FeaturedGuidesStrip.tsx'
import { GuideHero } from '../features/guides/GuideHero.tsx'
import { GuideShare } from '../features/share/GuideShare.tsx'
import { GuideJsonLd } from '../features/guides/GuideJsonLd.tsx'
import { PicksGrid } from '../features/guides/PicksGrid.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/guides.$paramName.ts'
import { useT } from '../lib/i18n/use-t.ts'

export { loader } from './guides.$paramName.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const g = args.loaderData?.guide
  return pageMeta(
    args,
    g
      ? { title: g.name, description: `${g.headline}. ${g.description}`, image: g.imageUrl, type: 'article' }
      : { title: 'Guide not found', noindex: true },
  )
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, featured } = loaderData
  const t = useT()
  return (
    <Page>
      <Breadcrumbs items={[{ name: t(GUIDES_LABEL), href: '/guides' }, { name: guide.name }]} />
      <GuideHero guide={guide} />
      <GuideShare guide={guide} />
      <GuideJsonLd guide={guide} />
      <Section title={t('{count, plural, one {# pick} other {# picks}}', { count: guide.products.length })}>
        {guide.products.length ? (
          <PicksGrid products={guide.products} />
        ) : (
          <EmptyState title={t(NO_PRODUCTS_FOUND)} />
        )}
      </Section>
      <Section title="Featured guides" href="/guides" linkLabel="All guides">
        <Deferred resolve={featured} fallback={<Skeleton className="h-44 w-[74%] md:w-1/4" />}>
          {(guides) => <FeaturedGuidesStrip guides={guides} currentParamName={guide.paramName} />}
        </Deferred>
      </Section>
    </Page>
  )
}
