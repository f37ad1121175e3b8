import { Link } from 'react-router'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/brands._index.ts'

export { loader } from './brands._index.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Brands',
    description:
      'Meet the independent Indian brands selling on Haat, from small-batch kitchens to design studios.',
  })

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <Breadcrumbs items={[{ name: 'Brands' }]} />
      <PageHeader eyebrow="Made in India" title="Brands">
        <p>Independent makers, each picked by our team. Tap a brand to see everything they sell on Haat.</p>
      </PageHeader>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.brands.map((b) => (
          <li key={b.brandId}>
            <Link
              to={`/brands/${b.brandSlug}`}
              className="flex items-center gap-4 rounded-card border border-line bg-card p-4 shadow-card transition-shadow hover:shadow-lift"
            >
              <img
                src={b.logoUrl}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-full bg-sand object-cover"
              />
              <span className="min-w-0">
                <span className="block font-semibold">{b.brandName}</span>
                <span className="block truncate text-sm text-ink-soft">
                  {b.city} · {b.productCount} products
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  )
}
