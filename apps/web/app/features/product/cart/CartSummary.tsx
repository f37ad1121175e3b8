// The bag's foot: subtotal at regular prices, the upvote savings, the total (server prices), and
// Checkout (the whole bag, with the stored coupon) or Continue shopping.
import { TotalsList, type TotalsTestIds } from '../../../components/TotalsList.tsx'
import { Button } from '../../../components/ui/Button.tsx'
import type { BagTotals } from '../../cart/bag-lines.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  totals: BagTotals
  onCheckout: () => void
  onContinue: () => void
  /** A request is on its way, or the bag cannot check out as it is (the reason is on its line). */
  checkingOut: boolean
  blocked: boolean
  error: string | null
}

const BAG_TEST_IDS: TotalsTestIds = {
  subtotal: 'cart-subtotal',
  discount: 'cart-discount',
  total: 'cart-total',
}

export function CartSummary({ totals, onCheckout, onContinue, checkingOut, blocked, error }: Props) {
  const t = useT()
  return (
    <div className="space-y-3 border-t border-line bg-card px-5 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
      <TotalsList totals={totals} testIds={BAG_TEST_IDS} />
      {error && (
        <p role="alert" className="rounded-xl bg-rani-50 px-3 py-2 text-sm font-semibold text-rani-600">
          {t(error)}
        </p>
      )}
      {blocked && !error && (
        <p className="text-sm font-semibold text-rani-600">
          {t('Change the items marked above to check out.')}
        </p>
      )}
      <Button className="w-full" size="lg" onClick={onCheckout} disabled={checkingOut || blocked}>
        {t(checkingOut ? 'Starting checkout…' : 'Checkout')}
      </Button>
      <p className="text-center text-xs text-ink-faint">{t('Delivery across India. Taxes included.')}</p>
      <Button variant="secondary" className="w-full" onClick={onContinue}>
        {t('Continue shopping')}
      </Button>
    </div>
  )
}
