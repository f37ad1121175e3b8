// Spec §4 option selectors: a Color option as swatches, the others as pills; a single-value Title is hidden.
import { useId } from 'react'
import { isColorOption, visibleOptions } from '@haat/domain/rules/selection'
import type { ProductSelection } from '../selection/use-product-selection.ts'
import type { SelectableProduct } from '../selection/selection-model.ts'
import { valueAvailable } from '../selection/selection-status.ts'
import { OptionRadios } from './OptionRadios.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  product: SelectableProduct
  selection: ProductSelection
  /** The 3 s hint is showing: options still to choose get a ring. */
  hinting: boolean
}

export function OptionPicker({ product, selection, hinting }: Props) {
  const t = useT()
  const { state, status, dispatch } = selection
  const idBase = useId()
  return (
    <div className="space-y-2">
      {visibleOptions(product.options).map((option) => {
        const missing = status.missingChoices.includes(option.name)
        const current = state.selectedOption[option.name] ?? null
        return (
          <div
            key={option.id}
            role="group"
            aria-labelledby={`${idBase}-${option.id}`}
            className={`-mx-3 rounded-xl px-3 py-2 transition-colors ${missing && hinting ? 'bg-rani-50 ring-1 ring-rani-500/50' : ''}`}
          >
            <p id={`${idBase}-${option.id}`} className="mb-2 text-sm">
              <span className="font-semibold">{option.name}</span>
              <span className={missing && hinting ? 'font-semibold text-rani-600' : 'text-ink-soft'}>
                {missing ? ` · ${t('choose one')}` : `: ${current ?? ''}`}
              </span>
            </p>
            <OptionRadios
              option={option}
              look={isColorOption(option.name) ? 'swatch' : 'pill'}
              checked={missing ? null : current}
              isAvailable={(v) => valueAvailable(product, state, option.name, v)}
              onChoose={(value) => dispatch({ type: 'optionChosen', name: option.name, value })}
            />
          </div>
        )
      })}
    </div>
  )
}
