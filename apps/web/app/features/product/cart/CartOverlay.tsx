// The cart overlay (§4: adding an item opens it): the bag's lines priced by the server for this shopper
// (POST /api/cart/data), the totals, and Checkout. Lines check out where their brand sells: a bag whose
// lines go to different places shows each part with its own Checkout, in turn (decision 0622).
import { ShoppingBag } from '../../../components/icon/icons.ts'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.ts'
import { Button } from '../../../components/ui/Button.tsx'
import { Sheet } from '../../../components/ui/Sheet.tsx'
import { fetchTransport } from '../../../lib/api/fetch-transport.ts'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector } from '../../../store/store.ts'
import { bagLines, bagProblems, bagTotals, type BagLine } from '../../cart/bag-lines.ts'
import { checkoutParts, type CheckoutPart } from '../../cart/checkout-parts.ts'
import { useCartData } from '../../cart/use-cart-data.ts'
import { checkoutBag } from '../../checkout/checkout-bag.ts'
import { useStartCheckout } from '../../checkout/use-start-checkout.ts'
import { useStartedCheckouts } from '../../checkout/use-started-checkouts.ts'
import { CartLine } from './CartLine.tsx'
import { CartSummary } from './CartSummary.tsx'
import { CheckoutPartSection } from './CheckoutPartSection.tsx'
import { MixedBagNotice } from './MixedBagNotice.tsx'
import { StartedCheckouts } from './StartedCheckouts.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

export function CartOverlay() {
  const dispatch = useAppDispatch()
  const open = useAppSelector((s) => s.cart.isCartOpen)
  const items = useAppSelector((s) => s.cart.items)
  const data = useAppSelector((s) => s.cart.cartData)
  const cartError = useAppSelector((s) => (s.cart.status === 'failed' ? s.cart.error : null))
  useCartData(open)
  const checkout = useStartCheckout()
  const { started, handOver, putBack } = useStartedCheckouts(open)
  const lines = bagLines(items, data)
  const parts = checkoutParts(lines)
  const problems = bagProblems(lines)
  const close = () => dispatch(cartActions.cartOpened(false))
  const t = useT()
  const startCheckout = async (part: CheckoutPart) => {
    const partItems = part.lines.map((l) => l.item)
    const ok = await checkout.start(() => checkoutBag(fetchTransport, partItems), {
      fromBag: true,
      // A Shopify cart now holds these lines: they leave the bag so they cannot be checked out twice.
      beforeLeave: part.platform ? (url) => handOver(url, part.brands, partItems) : undefined,
    })
    if (ok) close()
  }
  const renderLine = (line: BagLine) => (
    <CartLine
      key={line.key}
      line={line}
      problem={problems.get(line.key)}
      onNavigate={close}
      onQuantity={(quantity) => dispatch(cartActions.quantityChanged({ ...line.item, quantity }))}
      onRemove={() => dispatch(cartActions.itemRemoved(line.item))}
    />
  )
  const totals = bagTotals(lines)
  return (
    <Sheet
      open={open}
      onOpenChange={(o) => dispatch(cartActions.cartOpened(o))}
      title={totals.count ? t('Your bag ({count})', { count: totals.count }) : t('Your bag')}
      direction="right"
    >
      <div className="flex h-full flex-col" data-testid="cart-overlay">
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <StartedCheckouts started={started} onPutBack={putBack} />
            <ShoppingBag aria-hidden="true" className="size-10 text-ink-faint" />
            <p className="font-display text-xl font-semibold">{t('Your bag is empty')}</p>
            <p className="text-sm text-ink-soft">
              {t('Upvote what you love to unlock its exclusive price, then add it here.')}
            </p>
            <Link to="/browse-all" onClick={close} className={buttonClasses('primary', 'md')}>
              {t('Start shopping')}
            </Link>
          </div>
        ) : parts.length > 1 ? (
          <>
            <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
              <MixedBagNotice parts={parts.length} />
              {checkout.error && (
                <p
                  role="alert"
                  className="rounded-xl bg-rani-50 px-3 py-2 text-sm font-semibold text-rani-600"
                >
                  {t(checkout.error)}
                </p>
              )}
              {parts.map((part, i) => (
                <CheckoutPartSection
                  key={part.group}
                  part={part}
                  index={i}
                  count={parts.length}
                  renderLine={renderLine}
                  onCheckout={() => void startCheckout(part)}
                  checkingOut={checkout.pending}
                  blocked={part.lines.some((l) => problems.has(l.key))}
                />
              ))}
              <StartedCheckouts started={started} onPutBack={putBack} />
            </div>
            <div className="border-t border-line bg-card px-5 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
              <Button variant="secondary" className="w-full" onClick={close}>
                {t('Continue shopping')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <div className="flex-1 space-y-4 overflow-y-auto px-5 pb-4">
              <ul className="divide-y divide-line">{lines.map(renderLine)}</ul>
              <StartedCheckouts started={started} onPutBack={putBack} />
            </div>
            <CartSummary
              totals={totals}
              onCheckout={() => void startCheckout(parts[0]!)}
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
