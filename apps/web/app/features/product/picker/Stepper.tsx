import { Minus, Plus } from '../../../components/icon/icons.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  /** What is counted, for screen readers, in the page's language ('Quantity', 'Mango'). */
  label: string
  value: number
  /** The − button is disabled at this value (1 for quantity, 0 for a batch value; §5). */
  min: number
  max: number
  onStep: (delta: 1 | -1) => void
  /** Blocks + as well (an option value that is out of stock). */
  disabled?: boolean
  size?: 'sm' | 'md'
}

/** − value + with the bounds enforced by disabling the buttons, so a tap can never go past them. */
export function Stepper({ label, value, min, max, onStep, disabled = false, size = 'md' }: Props) {
  const t = useT()
  const box = size === 'sm' ? 'size-8' : 'size-10'
  const btn = `inline-flex ${box} items-center justify-center rounded-full text-ink transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:text-ink-faint disabled:hover:bg-transparent`
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center rounded-full border border-line bg-card p-0.5"
    >
      <button
        type="button"
        className={btn}
        aria-label={t('Decrease {label}', { label })}
        disabled={disabled || value <= min}
        onClick={() => onStep(-1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-bold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={btn}
        aria-label={t('Increase {label}', { label })}
        disabled={disabled || value >= max}
        onClick={() => onStep(1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
