// The cart overlay (§4: adding an item opens it): the bag's lines with totals. The full bag and the
// checkout come with the cart issue; until then the overlay edits the local cart.
import { ShoppingBag } from 'lucide-react'
import { Link } from 'react-router'
import { cartTotals } from '@haat/domain/rules/cart'
import { buttonClasses } from '../../../components/ui/button.ts'
import { Sheet } from '../../../components/ui/Sheet.tsx'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector } from '../../../store/store.ts'
import { CartLine } from './CartLine.tsx'
import { CartSummary } from './CartSummary.tsx'
import { useCartProducts } from './use-cart-products.ts'

export function CartOverlay() {
  const dispatch = useAppDispatch()
  const open = useAppSelector((s) => s.cart.isCartOpen)
  const items = useAppSelector((s) => s.cart.items)
  const products = useCartProducts(
    items.map((i) => i.productId),
    open,
  )
  const close = () => dispatch(cartActions.cartOpened(false))
  const totals = cartTotals(items)
  return (
    <Sheet
      open={open}
      onOpenChange={(o) => dispatch(cartActions.cartOpened(o))}
      title={`Your bag${totals.count ? ` (${totals.count})` : ''}`}
      direction="right"
    >
      <div className="flex h-full flex-col" data-testid="cart-overlay">
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <ShoppingBag aria-hidden="true" className="size-10 text-ink-faint" />
            <p className="font-display text-xl font-semibold">Your bag is empty</p>
            <p className="text-sm text-ink-soft">
              Upvote what you love to unlock its exclusive price, then add it here.
            </p>
            <Link to="/browse-all" onClick={close} className={buttonClasses('primary', 'md')}>
              Start shopping
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-line overflow-y-auto px-5">
              {items.map((item) => (
                <CartLine
                  key={`${item.productId}:${item.variantId}`}
                  item={item}
                  product={products.get(item.productId)}
                  onNavigate={close}
                  onQuantity={(quantity) =>
                    dispatch(
                      cartActions.quantityChanged({
                        productId: item.productId,
                        variantId: item.variantId,
                        quantity,
                      }),
                    )
                  }
                  onRemove={() =>
                    dispatch(
                      cartActions.itemRemoved({ productId: item.productId, variantId: item.variantId }),
                    )
                  }
                />
              ))}
            </ul>
            <CartSummary totals={totals} onContinue={close} />
          </>
        )}
      </div>
    </Sheet>
  )
}
