import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { HOME_CATEGORY_ICONS } from '@haat/domain/constants/navigation'
import { ProductGrid } from '../components/catalog/ProductGrid.tsx'
import { Deferred } from '../components/Deferred.tsx'
import { Page } from '../components/Page.tsx'
import { Section } from '../components/Section.tsx'
import { ProductGridSkeleton, Skeleton } from '../components/ui/Skeleton.tsx'
import { Chip } from '../components/ui/Chip.tsx'
import { buttonClasses } from '../components/ui/button.ts'
import { categoryHref } from '../components/layout/CategoryLinks.tsx'
import { pageMeta, SITE_NAME } from '../lib/seo/meta.ts'
import type { Route } from './+types/_index.ts'

export { loader } from './_index.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: SITE_NAME,
    description:
      'Discover independent Indian brands on Haat. Upvote products you love to unlock exclusive discounts, binge short product videos, and shop in ₹ with delivery across India.',
  })

export default function Home({ loaderData }: Route.ComponentProps) {
  const { trending, newest, brands } = loaderData
  return (
    <Page>
      <section className="relative overflow-hidden rounded-[1.75rem] bg-ink px-6 py-10 text-paper md:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-20 -right-16 size-72 rounded-full bg-saffron-500/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 left-1/3 size-64 rounded-full bg-rani-500/25 blur-3xl"
        />
        <div className="relative max-w-xl space-y-4">
          <p className="text-xs font-bold tracking-[0.2em] text-saffron-200 uppercase">
            India’s upvote-for-discount haat
          </p>
          <h1 className="font-display text-4xl leading-[1.05] font-semibold md:text-6xl">
            Find it first. Vote it up. Pay less.
          </h1>
          <p className="text-paper/80 md:text-lg">
            Small-batch brands from Jaipur to Kochi. Every upvote unlocks the maker’s exclusive price for you.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to="/browse-all?sortBy=trending" className={buttonClasses('primary', 'lg')}>
              Shop trending <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/binge"
              className={buttonClasses(
                'secondary',
                'lg',
                'border-paper/30 bg-transparent text-paper hover:bg-paper/10',
              )}
            >
              Binge the reels
            </Link>
          </div>
        </div>
      </section>

      <nav aria-label="Shop by category" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-2">
          {HOME_CATEGORY_ICONS.map((c) => (
            <li key={c.label}>
              <Chip to={categoryHref(c.category)}>{c.label}</Chip>
            </li>
          ))}
        </ul>
      </nav>

      <Section title="Trending now" href="/browse-all?sortBy=trending">
        <ProductGrid products={trending.content} />
      </Section>

      <Section title="Just launched" href="/browse-all?sortBy=new">
        <Deferred resolve={newest} fallback={<ProductGridSkeleton />}>
          {(page) => <ProductGrid products={page.content} eager={0} />}
        </Deferred>
      </Section>

      <Section title="Brands on Haat" href="/brands">
        <Deferred resolve={brands} fallback={<Skeleton className="h-9 w-full" />}>
          {(list) => (
            <ul className="flex flex-wrap gap-2">
              {list.map((b) => (
                <li key={b.brandId}>
                  <Chip to={`/brands/${b.brandSlug}`}>{b.brandName}</Chip>
                </li>
              ))}
            </ul>
          )}
        </Deferred>
      </Section>
    </Page>
  )
}
