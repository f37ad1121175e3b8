import type { ProductSummary } from '@haat/domain/catalog/product'
import { UpvoteButton } from '../upvote/UpvoteButton.tsx'
import { CardAddToCart } from './CardAddToCart.tsx'
import { cardSignInAction } from './card-sign-in-action.ts'

/** Upvote (card variant) and Add to cart, side by side or stacked. */
export function CardActions({
  product,
  isUpvoted,
  stacked,
}: {
  product: ProductSummary
  isUpvoted: boolean
  stacked: boolean
}) {
  return (
    <div className={`relative z-10 flex gap-2 ${stacked ? 'flex-col' : 'flex-wrap'}`}>
      <UpvoteButton
        product={product}
        variant="card"
        size="sm"
        className={stacked ? 'w-full' : 'flex-1 md:flex-none'}
        signInAction={(vote) => cardSignInAction(product, vote)}
      />
      <CardAddToCart
        product={product}
        isUpvoted={isUpvoted}
        className={stacked ? 'w-full' : 'flex-1 md:flex-none'}
      />
    </div>
  )
}
