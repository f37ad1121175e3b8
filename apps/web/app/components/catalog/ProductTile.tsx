// A simple, honest product card for pages that list products. The listing feature builds the full card
// (upvote, add to cart, swipe); this one links to the product and shows what a shopper needs to decide.
import { ArrowBigUp } from 'lucide-react'
import { Link } from 'react-router'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { POPULAR_THRESHOLD } from '@haat/domain/constants/timings'
import { formatCount } from '@haat/domain/format/money'
import { offerLabel } from '@haat/domain/rules/discount'
import { ProductImage } from '../ProductImage.tsx'
import { Badge } from '../ui/Badge.tsx'
import { Price } from '../ui/Price.tsx'

export function ProductTile({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const image = product.files.find((f) => f.fileType === 'image')
  const popular = product.upvoteCount >= POPULAR_THRESHOLD
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-card shadow-card transition-shadow hover:shadow-lift">
      <div className="relative">
        <ProductImage
          url={image?.url}
          alt={product.title}
          width={image?.width ?? 800}
          height={image?.height ?? 800}
          priority={priority}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          className="aspect-square w-full transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {popular && <Badge tone="rani">Popular</Badge>}
          {product.offer && <Badge tone="ink">{offerLabel(product.offer)} off on upvote</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 md:p-4">
        <p className="text-xs font-semibold tracking-wide text-ink-faint uppercase">
          {product.brand.brandName}
        </p>
        <h3 className="line-clamp-2 text-[0.9375rem] leading-snug font-semibold">
          <Link
            to={`/product/${product.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </h3>
        <p className="line-clamp-1 text-sm text-ink-soft">{product.headline}</p>
        <div className="mt-auto flex items-center justify-between pt-1">
          <Price amount={product.price.amount} />
          <span
            className="inline-flex items-center gap-0.5 text-sm font-semibold text-ink-soft"
            aria-label={`${product.upvoteCount} upvotes`}
          >
            <ArrowBigUp aria-hidden="true" className="size-4.5 text-saffron-600" />
            {formatCount(product.upvoteCount)}
          </span>
        </div>
      </div>
    </article>
  )
}
