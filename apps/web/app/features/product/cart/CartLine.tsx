// One line of the bag: photo, name and chosen options, price (the unlocked price when upvoted), a
// quantity stepper that stops at 1, and remove.
import { Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import type { Product } from '@haat/domain/catalog/product'
import type { CartItem } from '@haat/domain/rules/cart'
import { discountedPrice } from '@haat/domain/rules/discount'
import { MAX_LINE_QUANTITY } from '@haat/domain/rules/selection'
import { Price } from '../../../components/ui/Price.tsx'
import { Thumb } from '../Thumb.tsx'
import { Stepper } from '../picker/Stepper.tsx'

type Props = {
  item: CartItem
  product: Product | undefined
  onQuantity: (quantity: number) => void
  onRemove: () => void
  onNavigate: () => void
}

function variantLabel(product: Product | undefined, variantId: number): string {
  const v = product?.variants.find((x) => x.id === variantId)
  return v
    ? v.selectedOptions
        .filter((o) => !(o.name === 'Title' && v.selectedOptions.length === 1))
        .map((o) => o.value)
        .join(' / ')
    : ''
}

export function CartLine({ item, product, onQuantity, onRemove, onNavigate }: Props) {
  const name = product?.title ?? 'Product'
  const unit = item.isUpvoted ? discountedPrice(item.itemPrice, item.offer) : item.itemPrice
  const label = variantLabel(product, item.variantId)
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <Thumb url={item.itemImage} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {product ? (
          <Link
            to={`/product/${product.slug}`}
            onClick={onNavigate}
            className="line-clamp-2 text-sm leading-snug font-semibold hover:text-saffron-700"
          >
            {name}
          </Link>
        ) : (
          <p className="text-sm font-semibold">{name}</p>
        )}
        {label && <p className="text-xs text-ink-soft">{label}</p>}
        <Price amount={unit * item.quantity} regular={item.itemPrice * item.quantity} size="sm" />
        <div className="mt-1 flex items-center justify-between">
          <Stepper
            label={`quantity of ${name}`}
            size="sm"
            value={item.quantity}
            min={1}
            max={MAX_LINE_QUANTITY}
            onStep={(d) => onQuantity(item.quantity + d)}
          />
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
            className="rounded-full p-2 text-ink-faint hover:bg-sand hover:text-rani-600"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  )
}
