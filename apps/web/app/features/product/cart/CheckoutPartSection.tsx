// One part of a bag that checks out in several places (decision 0622): where it is paid, its lines,
// its own totals and its own Checkout button.
import { ShieldCheck, Store } from '../../../components/icon/icons.ts'
import type { ReactNode } from 'react'
import { TotalsList } from '../../../components/TotalsList.tsx'
import { Button } from '../../../components/ui/Button.tsx'
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

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`

export function CheckoutPartSection({
  part,
  index,
  count,
  renderLine,
  onCheckout,
  checkingOut,
  blocked,
}: Props) {
  const Icon = part.platform ? ShieldCheck : Store
  const where = part.platform ? `on ${brandList(part.brands)}'s store` : 'here'
  return (
    <section
      aria-label={`Part ${index + 1}: pay ${where}`}
      className="rounded-card border border-line bg-card p-4 shadow-card"
      data-testid="checkout-part"
    >
      <header className="flex items-start gap-2.5">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
        <div>
          <h3 className="text-sm font-bold">
            Part {index + 1} of {count}: pay {where}
          </h3>
          <p className="text-xs text-ink-soft">
            {part.platform
              ? 'Sold through Shopify: you finish on their secure checkout, your upvote price included.'
              : 'UPI, card or cash on delivery at our checkout.'}
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
            ? 'Starting checkout…'
            : `Check out ${items(part.totals.count)} ${part.platform ? 'on Shopify' : 'here'}`}
        </Button>
      </div>
    </section>
  )
}
