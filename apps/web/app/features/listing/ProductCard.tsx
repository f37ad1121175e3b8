// Spec §2 product card: image, headline, price, offer label, upvote count, upvote button, 'Add to cart',
// optional 'Shop Now', tags; highlighted as popular at 50+ upvotes. Mobile list cards swipe to 'Shop Now'.
import type { ProductSummary } from '@haat/domain/catalog/product'
import { isPopular } from '@haat/domain/rules/upvote'
import { useUpvote } from '../upvote/use-upvote.ts'
import { CardPrice } from './CardPrice.tsx'
import { GridCard } from './GridCard.tsx'
import { ListCard } from './ListCard.tsx'
import type { CardView } from './card-view.ts'
import { SwipeCard } from './SwipeCard.tsx'
import { useIsMobile } from './use-is-mobile.ts'

export type CardLayout = 'grid' | 'list'

type Props = {
  product: ProductSummary
  layout?: CardLayout
  /** Above the fold: the image loads at once. */
  priority?: boolean
  /** Show the 'Shop Now' link (list cards on wide screens). */
  shopNow?: boolean
  /** This card may show the swipe hint (one card per page). */
  swipeHint?: boolean
}

export function ProductCard({
  product,
  layout = 'grid',
  priority = false,
  shopNow = true,
  swipeHint = false,
}: Props) {
  const vote = useUpvote(product)
  const view = {
    product,
    href: `/product/${product.slug}`,
    vote,
    popular: isPopular(vote.upvoteCount),
    priority,
  }
  if (layout === 'grid') return <GridCard {...view} />
  return <SwipeListCard view={view} shopNow={shopNow} swipeHint={swipeHint} />
}

type ListProps = { view: CardView; shopNow: boolean; swipeHint: boolean }

/** One markup for server, desktop and phone (no re-mount after hydration); phones add the swipe. Only list
 *  cards ask whether this is a phone: a grid card would re-render for an answer it does not use. */
function SwipeListCard({ view, shopNow, swipeHint }: ListProps) {
  const isMobile = useIsMobile()
  const { product, vote } = view
  return (
    <SwipeCard
      href={view.href}
      showHint={swipeHint}
      enabled={isMobile}
      price={
        <CardPrice amount={product.price.amount} offer={product.offer} isUpvoted={vote.isUpvoted} size="md" />
      }
    >
      <ListCard {...view} shopNow={shopNow} />
    </SwipeCard>
  )
}
