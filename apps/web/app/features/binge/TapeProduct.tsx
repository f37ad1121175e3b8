// What a tape sells: the product title, its upvote count and the way to its page (spec §2 binge).
// A bar under the video, not over it: the clips carry their own captions at the bottom.
import { ArrowBigUp, ShoppingBag } from '../../components/icon/icons.ts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Tape } from '@haat/domain/catalog/entities'
import { formatCount } from '@haat/domain/format/money'
import { buttonClasses } from '../../components/ui/button.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** Height of the bar; the feed sizes its column so the video above keeps 9:16. */
export const TAPE_BAR_HEIGHT = '5.5rem'

/** `share`: the tape's share buttons, beside the way to the product. */
export function TapeProduct({ product, share }: { product: Tape['product']; share?: ReactNode }) {
  const t = useT()
  const upvotes = (total: string) =>
    t('{total} {count, plural, one {upvote} other {upvotes}}', { total, count: product.upvoteCount })
  return (
    <div
      style={{ height: TAPE_BAR_HEIGHT }}
      className="flex shrink-0 items-center justify-between gap-3 bg-neel-900 px-4 text-white"
    >
      <div className="min-w-0">
        <h2 className="line-clamp-2 font-display text-base leading-tight font-semibold md:text-lg">
          {product.title}
        </h2>
        <p
          className="inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-white/80"
          aria-label={upvotes(String(product.upvoteCount))}
        >
          <ArrowBigUp aria-hidden="true" className="size-4.5 fill-saffron-400 text-saffron-400" />
          {upvotes(formatCount(product.upvoteCount))}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {share}
        <Link to={`/product/${product.slug}`} className={buttonClasses('primary', 'sm', 'shrink-0')}>
          <ShoppingBag aria-hidden="true" className="size-4" />
          {t('Shop this')}
        </Link>
      </div>
    </div>
  )
}
