// One part of a bag that checks out in several places (decision 0622): where it is paid, its lines,
// its own totals and its own Checkout button.
import { ShieldCheck, Store } from '../../../components/icon/icons.ts'
import type { ReactNode } from 'react'
import { TotalsList } from '../../../components/TotalsList.tsx'
import { Button } from '../../../components/ui/Button.tsx'
import { useLocale, useT } from '../../../lib/i18n/use-t.ts'
import type { BagLine } from '../../cart/bag-lines.ts'
import { brandList, type CheckoutPart } from '../../cart/checkout-parts.ts'

type Props = {
  part: CheckoutPart
  index: number
  count: number
  renderLine: (line: BagLine) => ReactNode
  onCheckout: () => void
  checkingOut: boolean
  blocked: boolean
}

export function CheckoutPartSection({
  part,
  index,
  count,
  renderLine,
  onCheckout,
  checkingOut,
  blocked,
}: Props) {
  const t = useT()
  const locale = useLocale()
  const Icon = part.platform ? ShieldCheck : Store
  // Whole sentences, one message each, so each language orders its own words.
  const where = { n: index + 1, count, brands: brandList(part.brands, locale, t('the brand')) }
  const items = { count: part.totals.count }
  return (
    <section
      aria-label={
        part.platform ? t("Part {n}: pay on {brands}'s store", where) : t('Part {n}: pay here', where)
      }
      className="rounded-card border border-line bg-card p-4 shadow-card"
      data-testid="checkout-part"
    >
      <header className="flex items-start gap-2.5">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
        <div>
          <h3 className="text-sm font-bold">
            {part.platform
              ? t("Part {n} of {count}: pay on {brands}'s store", where)
              : t('Part {n} of {count}: pay here', where)}
          </h3>
          <p className="text-xs text-ink-soft">
            {part.platform
              ? t('Sold through Shopify: you finish on their secure checkout, your upvote price included.')
              : t('UPI, card or cash on delivery at our checkout.')}
          </p>
        </div>
      </header>
      <ul className="divide-y divide-line">{part.lines.map(renderLine)}</ul>
      <div className="space-y-3 border-t border-line pt-3">
        <TotalsList
          totals={part.totals}
          testIds={{ discount: 'part-discount', total: 'part-total', subtotal: 'part-subtotal' }}
        />
        <Button className="w-full" onClick={onCheckout} disabled={checkingOut || blocked}>
          {checkingOut
            ? t('Starting checkout…')
            : part.platform
              ? t('Check out {count, plural, one {# item} other {# items}} on Shopify', items)
              : t('Check out {count, plural, one {# item} other {# items}} here', items)}
        </Button>
      </div>
    </section>
  )
}
