// Title block of the product page: brand link, title, headline, vote count and tags.
import { ArrowBigUp } from '../../../components/icon/icons.ts'
import { Link } from 'react-router'
import type { Product } from '@haat/domain/catalog/product'
import { formatCount } from '@haat/domain/format/money'
import { isPopular } from '@haat/domain/rules/upvote'
import { Badge } from '../../../components/ui/Badge.tsx'
import { Chip } from '../../../components/ui/Chip.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

export function ProductInfo({ product, upvoteCount }: { product: Product; upvoteCount: number }) {
  const t = useT()
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/brands/${product.brand.brandSlug}`}
          className="text-sm font-bold tracking-wide text-saffron-700 uppercase hover:underline"
        >
          {product.brand.brandName}
        </Link>
        {isPopular(upvoteCount) && <Badge tone="rani">{t('Popular')}</Badge>}
      </div>
      <h1 className="font-display text-3xl leading-tight font-semibold text-balance md:text-4xl">
        {product.title}
      </h1>
      <p className="text-lg text-ink-soft">{product.headline}</p>
      <p
        className="inline-flex items-center gap-1 text-sm font-semibold text-ink-soft"
        data-testid="upvote-count"
      >
        <ArrowBigUp aria-hidden="true" className="size-5 text-saffron-600" />
        <span>
          {formatCount(upvoteCount)}{' '}
          <span className="font-normal">{t(upvoteCount === 1 ? 'upvote' : 'upvotes')}</span>
        </span>
      </p>
      {product.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('Tags')}>
          {product.tags.map((t) => (
            <li key={t.id}>
              <Chip to={`/tags/${t.slug}`} className="h-8 px-3 text-xs">
                #{t.name}
              </Chip>
            </li>
          ))}
        </ul>
      )}
    </header>
  )
}
