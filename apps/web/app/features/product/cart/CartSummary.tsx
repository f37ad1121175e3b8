import type { CartTotals } from '@haat/domain/rules/cart'
import { formatINR } from '@haat/domain/format/money'
import { Button } from '../../../components/ui/Button.tsx'

/** Subtotal at regular prices, the upvote savings, and the total (cartTotals). */
export function CartSummary({ totals, onContinue }: { totals: CartTotals; onContinue: () => void }) {
  return (
    <div className="space-y-3 border-t border-line bg-card px-5 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-soft">Subtotal</dt>
          <dd className="tabular-nums">{formatINR(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between text-leaf-700">
            <dt>Upvote savings</dt>
            <dd className="tabular-nums">−{formatINR(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatINR(totals.total)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-ink-faint">
        Shipping is calculated at checkout. Secure checkout opens with the full bag, coming soon.
      </p>
      <Button variant="secondary" className="w-full" onClick={onContinue}>
        Continue shopping
      </Button>
    </div>
  )
}
