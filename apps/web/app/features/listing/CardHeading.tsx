import { Link } from 'react-router'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { VoteCount } from './VoteCount.tsx'

type Props = {
  product: ProductSummary
  href: string
  vote: { isUpvoted: boolean; upvoteCount: number }
  titleClass: string
}

/** Brand and vote count on one line, the headline (linking to the product) below. */
export function CardHeading({ product, href, vote, titleClass }: Props) {
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="truncate text-[0.6875rem] font-bold tracking-wider text-ink-faint uppercase">
          {product.brand.brandName}
        </p>
        <VoteCount count={vote.upvoteCount} isUpvoted={vote.isUpvoted} className="shrink-0" />
      </div>
      <h3 className={`line-clamp-2 leading-snug font-semibold ${titleClass}`}>
        <Link to={href} className="hover:text-saffron-700">
          {product.headline}
        </Link>
      </h3>
    </>
  )
}
