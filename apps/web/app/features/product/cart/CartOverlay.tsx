// The cart overlay (§4: adding an item opens it): the bag's lines priced by the server for this shopper
// (POST /api/cart/data), the totals, and Checkout through the configured checkout.
import { ShoppingBag } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.ts'
import { Sheet } from '../../../components/ui/Sheet.tsx'
import { fetchTransport } from '../../../lib/api/fetch-transport.ts'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector } from '../../../store/store.ts'
import { bagLines, bagProblems, bagTotals } from '../../cart/bag-lines.ts'
import { useCartData } from '../../cart/use-cart-data.ts'
import { checkoutBag } from '../../checkout/checkout-bag.ts'
import { useStartCheckout } from '../../checkout/use-start-checkout.ts'
import { CartLine } from './CartLine.tsx'
import { CartSummary } from './CartSummary.tsx'

export function CartOverlay() {
  const dispatch = useAppDispatch()
  const open = useAppSelector((s) => s.cart.isCartOpen)
  const items = useAppSelector((s) => s.cart.items)
  const data = useAppSelector((s) => s.cart.cartData)
  const cartError = useAppSelector((s) => (s.cart.status === 'failed' ? s.cart.error : null))
  useCartData(open)
  const checkout = useStartCheckout()
  const lines = bagLines(items, data)
  const totals = bagTotals(lines)
  const problems = bagProblems(lines)
  const close = () => dispatch(cartActions.cartOpened(false))
  const startCheckout = async () => {
    const started = await checkout.start(() => checkoutBag(fetchTransport, items), {
      fromBag: true,
    })
    if (started) close()
  }
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
              {lines.map((line) => (
                <CartLine
                  key={line.key}
                  line={line}
                  problem={problems.get(line.key)}
                  onNavigate={close}
                  onQuantity={(quantity) => dispatch(cartActions.quantityChanged({ ...line.item, quantity }))}
                  onRemove={() => dispatch(cartActions.itemRemoved(line.item))}
                />
              ))}
            </ul>
            <CartSummary
              totals={totals}
              onCheckout={() => void startCheckout()}
              onContinue={close}
              checkingOut={checkout.pending}
              blocked={problems.size > 0}
              error={checkout.error ?? cartError}
            />
          </>
        )}
      </div>
    </Sheet>
  )
}
