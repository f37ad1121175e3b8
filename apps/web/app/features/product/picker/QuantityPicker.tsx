import { MAX_LINE_QUANTITY } from '@haat/domain/rules/selection'
import type { ProductSelection } from '../selection/use-product-selection.ts'
import { Stepper } from './Stepper.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

/** §4/§5: quantity starts at 1 and its decrement stops at 1; the + stops at the line cap (decision 0101). */
export function QuantityPicker({ selection }: { selection: ProductSelection }) {
  const t = useT()
  const { state, dispatch } = selection
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-sm font-semibold">{t('Quantity')}</span>
      <Stepper
        label={t('Quantity')}
        value={state.quantity}
        min={1}
        max={MAX_LINE_QUANTITY}
        onStep={(d) => dispatch({ type: 'quantityChanged', quantity: state.quantity + d })}
      />
    </div>
  )
}
