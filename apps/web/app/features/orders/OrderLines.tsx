// An order's lines (checkout and confirmation): photo, name, options, quantity, and the line price with
// the struck regular price where the shopper's upvote discount applied.
import { Link } from 'react-router'
import type { OrderItem } from '@haat/domain/catalog/order'
import { Price } from '../../components/ui/Price.tsx'
import { Thumb } from '../../components/Thumb.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

const optionsLabel = (item: OrderItem) =>
  item.options
    .filter((o) => !(o.name === 'Title' && item.options.length === 1))
    .map((o) => `${o.name}: ${o.value}`)
    .join(' · ')

export function OrderLines({ items }: { items: readonly OrderItem[] }) {
  const t = useT()
  return (
    <ul className="divide-y divide-line" aria-label={t('Items')}>
      {items.map((item) => (
        <li key={`${item.productId}:${item.variantId}`} className="flex gap-3 py-3" data-testid="order-line">
          <Thumb url={item.image} size={72} />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <Link
              to={`/product/${item.slug}`}
              className="line-clamp-2 text-sm leading-snug font-semibold hover:text-saffron-700"
            >
              {item.title}
            </Link>
            {optionsLabel(item) && <p className="text-xs text-ink-soft">{optionsLabel(item)}</p>}
            <p className="text-xs text-ink-soft">{t('Qty {quantity}', { quantity: item.quantity })}</p>
          </div>
          <Price
            amount={item.lineTotal}
            regular={item.unitPrice * item.quantity}
            size="sm"
            className="flex-col items-end !gap-0"
          />
        </li>
      ))}
    </ul>
  )
}
