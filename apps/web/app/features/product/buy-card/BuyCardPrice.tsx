// Price block (§2/§4): the regular price; once upvoted, the discounted price beside the struck-through
// regular price (shown 300 ms after the vote: `revealed` comes from useDiscountReveal).
import type { Offer } from '@haat/domain/catalog/product'
import { formatINR } from '@haat/domain/format/money'
import { discountedPrice, offerLabel } from '@haat/domain/rules/discount'
import { AT, Around } from '../../../components/Around.tsx'
import { Badge } from '../../../components/ui/Badge.tsx'
import { Price } from '../../../components/ui/Price.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  /** Unit price of the selected variant (or the product's price). */
  amount: number
  offer: Offer | null
  revealed: boolean
  /** Batch products: the price is per unit. */
  perUnit?: boolean
}

export function BuyCardPrice({ amount, offer, revealed, perUnit = false }: Props) {
  const unlocked = !!offer && revealed
  const t = useT()
  const offerPrice = discountedPrice(amount, offer)
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="buy-card-price">
        <Price
          amount={unlocked ? offerPrice : amount}
          regular={unlocked ? amount : undefined}
          size="lg"
          className="text-3xl"
        />
        {perUnit && <span className="text-sm text-ink-soft">{t('per unit')}</span>}
        {unlocked && <Badge tone="leaf">{t('{offer} off unlocked', { offer: offerLabel(offer) })}</Badge>}
      </div>
      {offer && !unlocked && (
        <p className="text-sm text-ink-soft">
          {t('Upvote to pay')} <strong className="font-bold text-leaf-700">{formatINR(offerPrice)}</strong>{' '}
          {t('({offer} off)', { offer: offerLabel(offer) })}
        </p>
      )}
      {unlocked && (
        <p className="text-sm text-ink-soft">
          <Around
            text={t('You save {amount} with code {code}', {
              amount: formatINR(amount - offerPrice),
              code: AT,
            })}
          >
            <span className="font-semibold text-ink">{offer.code}</span>
          </Around>
        </p>
      )}
      <p className="text-xs text-ink-faint">{t('Inclusive of all taxes')}</p>
    </div>
  )
}
