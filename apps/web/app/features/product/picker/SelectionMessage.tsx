// The line under the pickers: the §5 option hint (3 s), or the batch progress texts.
import {
  CHOOSE_OPTION_HINT,
  CURRENT_SELECTION_UNITS,
  SELECT_AT_LEAST_UNITS,
} from '@haat/domain/constants/messages'
import type { SelectionStatus } from '../selection/selection-status.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

export function SelectionMessage({ status, hinting }: { status: SelectionStatus; hinting: boolean }) {
  const t = useT()
  if (hinting && status.missingChoices.length > 0) {
    return (
      <p role="alert" className="rounded-xl bg-rani-50 px-3 py-2 text-sm font-semibold text-rani-600">
        {t(CHOOSE_OPTION_HINT)}
      </p>
    )
  }
  if (!status.isBatch || !status.batchMin) return null
  return (
    <div
      aria-live="polite"
      className={`rounded-xl px-3 py-2 text-sm ${status.batchMinimumMet ? 'bg-leaf-50 text-leaf-700' : 'bg-saffron-50 text-saffron-700'}`}
    >
      {!status.batchMinimumMet && (
        <p className="font-semibold">{t(SELECT_AT_LEAST_UNITS, { min: status.batchMin })}</p>
      )}
      <p>{t(CURRENT_SELECTION_UNITS, { n: status.batchTotal })}</p>
    </div>
  )
}
