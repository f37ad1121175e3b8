import { Deferred } from '../components/Deferred.tsx'
import { useRootData } from '../components/layout/use-root-data.ts'
import { Page } from '../components/Page.tsx'
import { ProductGridSkeleton, Skeleton } from '../components/ui/Skeleton.tsx'
import { BingeTeaser } from '../features/home/BingeTeaser.tsx'
import { BrandDiscography } from '../features/home/BrandDiscography.tsx'
import { BrandMarquee } from '../features/home/BrandMarquee.tsx'
import { CategoryChipRow } from '../features/home/CategoryChipRow.tsx'
import { CategoryIconRow } from '../features/home/CategoryIconRow.tsx'
import { HeroCarousel } from '../features/home/HeroCarousel.tsx'
import { ProductShelf } from '../features/home/ProductShelf.tsx'
import { RandomTagRow } from '../features/home/RandomTagRow.tsx'
import { UpvoteBanner } from '../features/upvote/UpvoteBanner.tsx'
import { pageMeta, SITE_NAME } from '../lib/seo/meta.ts'
import type { Route } from './+types/_index.ts'
import { useT } from '../lib/i18n/use-t.ts'

export { loader } from './_index.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: SITE_NAME,
    description:
      'Discover independent Indian brands on Haat. Upvote products you love to unlock exclusive discounts, binge short product videos, and shop in ₹ with delivery across India.',
  })

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, trending, newest, brands, tapes, tags } = loaderData
  const categories = useRootData()?.categories ?? []
  const t = useT()
  return (
    <Page className="space-y-10 md:space-y-14">
      <h1 className="sr-only">{t('Haat: upvote independent Indian brands and unlock exclusive prices')}</h1>
      {banners.length > 0 && <HeroCarousel banners={banners} />}
      <CategoryIconRow categories={categories} />
      <Deferred
        resolve={brands}
        fallback={<Skeleton className="h-24 w-full" />}
        errorTitle={t('Brands are taking a break')}
      >
        {(list) => <BrandMarquee brands={list} />}
      </Deferred>
      <ProductShelf
        title="Trending now"
        href="/browse-all?sortBy=trending"
        products={trending.content}
        eager={2}
        testId="trending"
      />
      <div className="below-fold">
        <UpvoteBanner />
      </div>
      <div className="below-fold">
        <Deferred resolve={tapes} fallback={<Skeleton className="h-96 w-full rounded-[1.75rem]" />}>
          {(page) => <BingeTeaser tapes={page.content} />}
        </Deferred>
      </div>
      <div className="below-fold">
        <Deferred resolve={brands} fallback={<Skeleton className="h-64 w-full" />}>
          {(list) => <BrandDiscography brands={list} />}
        </Deferred>
      </div>
      <div className="below-fold">
        <Deferred resolve={newest} fallback={<ProductGridSkeleton count={4} />}>
          {(page) => (
            <ProductShelf
              title="New arrivals"
              href="/browse-all?sortBy=new"
              products={page.content}
              testId="new-arrivals"
            />
          )}
        </Deferred>
      </div>
      <div className="below-fold">
        <CategoryChipRow categories={categories} />
      </div>
      <div className="below-fold">
        <Deferred resolve={tags} fallback={<Skeleton className="h-24 w-full" />}>
          {(list) => <RandomTagRow tags={list} />}
        </Deferred>
      </div>
    </Page>
  )
}
