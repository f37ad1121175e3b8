// Brand page hero: the brand's banner, logo, name, city and story.
import { MapPin, PackageOpen } from '../../components/icon/icons.ts'
import type { Brand } from '@haat/domain/catalog/entities'
import { srcSet } from '@haat/domain/format/media'
import { formatCount } from '@haat/domain/format/money'
import { useImageFailed } from '../../components/use-image-failed.ts'
import { BANNER_WIDTHS } from './BrandCard.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

export function BrandHero({ brand }: { brand: Brand }) {
  const banner = useImageFailed(brand.bannerUrl)
  const t = useT()
  return (
    <header className="overflow-hidden rounded-[1.5rem] border border-line bg-card shadow-card">
      <div className="relative aspect-[3/1] bg-gradient-to-br from-saffron-200 via-saffron-100 to-rani-50">
        {!banner.failed && (
          <img
            {...banner.imgProps}
            src={brand.bannerUrl ?? undefined}
            srcSet={brand.bannerUrl ? srcSet(brand.bannerUrl, BANNER_WIDTHS) : undefined}
            sizes="(min-width: 1280px) 1232px, 100vw"
            alt=""
            width={1280}
            height={427}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="relative flex flex-col gap-3 px-5 pb-6 md:flex-row md:items-end md:gap-6 md:px-8">
        <img
          src={brand.logoUrl}
          alt={t('{brand} logo', { brand: brand.brandName })}
          width={112}
          height={112}
          className="-mt-12 size-24 shrink-0 rounded-2xl border-4 border-card bg-card object-cover shadow-card md:-mt-14 md:size-28"
        />
        <div className="min-w-0 space-y-2 md:pt-4">
          <h1 className="font-display text-3xl leading-tight font-semibold md:text-[2.625rem]">
            {brand.brandName}
          </h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 text-saffron-600" /> {brand.city}
            </span>
            <span className="inline-flex items-center gap-1">
              <PackageOpen aria-hidden="true" className="size-4 text-saffron-600" />{' '}
              {t('{total} {count, plural, one {product} other {products}}', {
                total: formatCount(brand.productCount),
                count: brand.productCount,
              })}
            </span>
          </p>
          <p className="max-w-2xl text-ink-soft">{brand.description}</p>
        </div>
      </div>
    </header>
  )
}
