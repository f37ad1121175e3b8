import { ShoppingBag } from '../../components/icon/icons.ts'
import { ADD_TO_CART_CARD, ADDING, OUT_OF_STOCK } from '@haat/domain/constants/messages'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { buttonClasses, type ButtonSize } from '../../components/ui/button.ts'
import { useCardAddToCart } from './use-card-add-to-cart.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { product: ProductSummary; isUpvoted: boolean; size?: ButtonSize; className?: string }

export function CardAddToCart({ product, isUpvoted, size = 'sm', className = '' }: Props) {
  const { adding, add } = useCardAddToCart(product, isUpvoted)
  const soldOut = !product.availableForSale
  const t = useT()
  return (
    <button
      type="button"
      onClick={add}
      disabled={adding || soldOut}
      aria-label={
        soldOut ? `${product.title}: ${t(OUT_OF_STOCK)}` : `${t(ADD_TO_CART_CARD)}: ${product.title}`
      }
      className={buttonClasses('secondary', size, className)}
    >
      <ShoppingBag aria-hidden="true" className="size-4 shrink-0" />
      {t(adding ? ADDING : soldOut ? OUT_OF_STOCK : ADD_TO_CART_CARD)}
    </button>
  )
}
