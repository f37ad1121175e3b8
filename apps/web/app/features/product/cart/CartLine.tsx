// One line of the bag: photo, name and chosen options, the server's price for this shopper (the unlocked
// price beside the struck regular one when upvoted), a note when it cannot be bought as it is, a
// quantity stepper that stops at 1, and remove.
import { Trash2 } from '../../../components/icon/icons.ts'
import { Link } from 'react-router'
import { MAX_LINE_QUANTITY } from '@haat/domain/rules/selection'
import { Price } from '../../../components/ui/Price.tsx'
import type { BagLine, BagProblem } from '../../cart/bag-lines.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { Thumb } from '../../../components/Thumb.tsx'
import { Stepper } from '../picker/Stepper.tsx'

type Props = {
  line: BagLine
  problem: BagProblem | undefined
  onQuantity: (quantity: number) => void
  onRemove: () => void
  onNavigate: () => void
}

const optionsLabel = (line: BagLine) =>
  (line.detail?.options ?? [])
    .filter((o) => !(o.name === 'Title' && line.detail?.options.length === 1))
    .map((o) => o.value)
    .join(' / ')

export function CartLine({ line, problem, onQuantity, onRemove, onNavigate }: Props) {
  const t = useT()
  const { item, detail } = line
  const name = detail?.title ?? t('Loading…')
  const label = optionsLabel(line)
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <Thumb url={detail?.image ?? item.itemImage} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {detail && (
          <p className="text-[0.6875rem] font-bold tracking-wide text-ink-faint uppercase">
            {detail.brandName}
          </p>
        )}
        {detail ? (
          <Link
            to={`/product/${detail.slug}`}
            onClick={onNavigate}
            className="line-clamp-2 text-sm leading-snug font-semibold hover:text-saffron-700"
          >
            {name}
          </Link>
        ) : (
          <p className="text-sm font-semibold text-ink-faint">{name}</p>
        )}
        {label && <p className="text-xs text-ink-soft">{label}</p>}
        <Price
          amount={(line.unitPrice - line.unitDiscount) * item.quantity}
          regular={line.unitPrice * item.quantity}
          size="sm"
        />
        {problem && (
          <p className="text-xs font-semibold text-rani-600" data-testid="cart-line-problem">
            {t(problem.message, problem.values)}
          </p>
        )}
        <div className="mt-1 flex items-center justify-between">
          <Stepper
            label={t('quantity of {name}', { name })}
            size="sm"
            value={item.quantity}
            min={1}
            max={MAX_LINE_QUANTITY}
            onStep={(d) => onQuantity(item.quantity + d)}
          />
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('Remove {name}', { name })}
            className="rounded-full p-2 text-ink-faint hover:bg-sand hover:text-rani-600"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  )
}
