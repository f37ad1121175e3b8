// The bag's foot: subtotal at regular prices, the upvote savings, the total (server prices), and
// Checkout (the whole bag, with the stored coupon) or Continue shopping.
import { formatINR } from '@haat/domain/format/money'
import { Button } from '../../../components/ui/Button.tsx'
import type { BagTotals } from '../../cart/bag-lines.ts'

type Props = {
  totals: BagTotals
  onCheckout: () => void
  onContinue: () => void
  /** A request is on its way, or the bag cannot check out as it is (the reason is on its line). */
  checkingOut: boolean
  blocked: boolean
  error: string | null
}

export function CartSummary({ totals, onCheckout, onContinue, checkingOut, blocked, error }: Props) {
  return (
    <div className="space-y-3 border-t border-line bg-card px-5 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-soft">Subtotal</dt>
          <dd className="tabular-nums" data-testid="cart-subtotal">
            {formatINR(totals.subtotal)}
          </dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between text-leaf-700">
            <dt>Upvote savings</dt>
            <dd className="tabular-nums" data-testid="cart-discount">
              −{formatINR(totals.discount)}
            </dd>
          </div>
        )}
        <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatINR(totals.total)}
          </dd>
        </div>
      </dl>
      {error && (
        <p role="alert" className="rounded-xl bg-rani-50 px-3 py-2 text-sm font-semibold text-rani-600">
          {error}
        </p>
      )}
      {blocked && !error && (
        <p className="text-sm font-semibold text-rani-600">Change the items marked above to check out.</p>
      )}
      <Button className="w-full" size="lg" onClick={onCheckout} disabled={checkingOut || blocked}>
        {checkingOut ? 'Starting checkout…' : 'Checkout'}
      </Button>
      <p className="text-center text-xs text-ink-faint">Delivery across India. Taxes included.</p>
      <Button variant="secondary" className="w-full" onClick={onContinue}>
        Continue shopping
      </Button>
    </div>
  )
}
