// What a tape sells: the product title, its upvote count and the way to its page (spec §2 binge).
import { ArrowBigUp, ShoppingBag } from 'lucide-react'
import { Link } from 'react-router'
import type { Tape } from '@haat/domain/catalog/entities'
import { formatCount } from '@haat/domain/format/money'
import { buttonClasses } from '../../components/ui/button.ts'

export function TapeProduct({ product }: { product: Tape['product'] }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/90 via-ink/55 to-transparent px-4 pt-20 pb-5 text-white">
      <h2 className="font-display text-xl leading-snug font-semibold text-balance drop-shadow">{product.title}</h2>
      <div className="pointer-events-auto mt-3 flex items-center justify-between gap-3">
        <p className="inline-flex items-center gap-1 text-sm font-semibold" aria-label={`${product.upvoteCount} upvotes`}>
          <ArrowBigUp aria-hidden="true" className="size-5 fill-saffron-400 text-saffron-400" />
          {formatCount(product.upvoteCount)} upvotes
        </p>
        <Link to={`/product/${product.slug}`} className={buttonClasses('primary', 'sm')}>
          <ShoppingBag aria-hidden="true" className="size-4" />
          Shop this
        </Link>
      </div>
    </div>
  )
}
