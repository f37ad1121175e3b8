// Spec §2/§5 batch picker: a stepper per option value (never below 0), counted against custom.batch.
import { batchQuantity } from '@haat/domain/rules/batch'
import { MAX_LINE_QUANTITY, visibleOptions } from '@haat/domain/rules/selection'
import type { ProductSelection } from '../selection/use-product-selection.ts'
import type { SelectableProduct } from '../selection/selection-model.ts'
import { batchVariant } from '../selection/selection-status.ts'
import { Stepper } from './Stepper.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

export function BatchPicker({
  product,
  selection,
}: {
  product: SelectableProduct
  selection: ProductSelection
}) {
  const t = useT()
  const { state, dispatch } = selection
  return (
    <div className="space-y-4">
      {visibleOptions(product.options).map((option) => (
        <fieldset key={option.id}>
          <legend className="mb-2 text-sm font-semibold">{option.name}</legend>
          <ul className="divide-y divide-line rounded-xl border border-line bg-card">
            {option.values.map((value) => {
              const available = batchVariant(product, option.name, value)?.availableForSale ?? false
              const n = batchQuantity(state.batchQuantities, option.name, value)
              return (
                <li key={value} className="flex items-center justify-between gap-3 py-1.5 pr-1.5 pl-4">
                  <span className={`text-sm font-medium ${available ? '' : 'text-ink-faint'}`}>
                    {value}
                    {!available && (
                      <span className="ml-2 text-xs font-semibold text-rani-600">{t('Sold out')}</span>
                    )}
                  </span>
                  <Stepper
                    label={value}
                    size="sm"
                    value={n}
                    min={0}
                    max={MAX_LINE_QUANTITY}
                    disabled={!available && n === 0}
                    onStep={(delta) => dispatch({ type: 'batchStepped', name: option.name, value, delta })}
                  />
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  )
}
