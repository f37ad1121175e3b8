// A brand as a card: banner, logo, name, city and product count. Used by /brands and the home page.
import { Link } from 'react-router'
import type { Brand } from '@haat/domain/catalog/entities'
import { srcSet } from '@haat/domain/format/media'
import { formatCount } from '@haat/domain/format/money'
import { useImageFailed } from '../../components/use-image-failed.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** Brand banners are stored 3:1 at these widths (media/README.md). */
export const BANNER_WIDTHS = [640, 1280] as const

export function BrandCard({ brand, className = '' }: { brand: Brand; className?: string }) {
  const banner = useImageFailed(brand.bannerUrl)
  const t = useT()
  return (
    <Link
      to={`/brands/${brand.brandSlug}`}
      draggable={false}
      className={`group flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-card transition-shadow hover:shadow-lift ${className}`}
    >
      <div className="aspect-[3/1] overflow-hidden bg-gradient-to-br from-saffron-100 to-rani-50">
        {!banner.failed && (
          <img
            {...banner.imgProps}
            src={brand.bannerUrl ?? undefined}
            srcSet={brand.bannerUrl ? srcSet(brand.bannerUrl, BANNER_WIDTHS) : undefined}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={640}
            height={214}
            loading="lazy"
            draggable={false}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
      </div>
      <div className="flex flex-1 items-start gap-3 p-4">
        <img
          src={brand.logoUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          draggable={false}
          className="-mt-10 size-14 shrink-0 rounded-xl border-[3px] border-card bg-card object-cover shadow-card"
        />
        <span className="min-w-0">
          <span className="block truncate font-semibold group-hover:text-saffron-700">{brand.brandName}</span>
          <span className="block truncate text-sm text-ink-soft">
            {brand.city} ·{' '}
            {t('{total} {count, plural, one {product} other {products}}', {
              total: formatCount(brand.productCount),
              count: brand.productCount,
            })}
          </span>
        </span>
      </div>
    </Link>
  )
}
