import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { useRootData } from '../components/layout/use-root-data.ts'
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { Section } from '../components/Section.tsx'
import { BrandGrid } from '../features/listing/BrandGrid.tsx'
import { useT } from '../lib/i18n/use-t.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/brands._index.ts'

export { loader } from './brands._index.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Brands',
    description:
      'Meet the independent Indian brands selling on Haat, from small-batch kitchens in Dehradun to design studios in Jaipur.',
  })

export default function Brands({ loaderData }: Route.ComponentProps) {
  const origin = useRootData()?.origin
  const byName = [...loaderData.brands].sort((a, b) => a.brandName.localeCompare(b.brandName, 'en-IN'))
  const featured = byName.filter((b) => b.featured)
  const t = useT()
  return (
    <Page>
      <Breadcrumbs items={[{ name: t('Brands') }]} origin={origin} />
      <PageHeader eyebrow="Made in India" title="Brands">
        <p>
          {t(
            '{count} independent makers, each picked by our team. Tap a brand to see everything they sell on Haat.',
            { count: byName.length },
          )}
        </p>
      </PageHeader>
      {featured.length > 0 && (
        <Section title="Featured makers">
          <BrandGrid brands={featured} />
        </Section>
      )}
      <Section title="All brands, A to Z">
        <BrandGrid brands={byName} />
      </Section>
    </Page>
  )
}
