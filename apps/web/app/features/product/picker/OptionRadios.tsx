// One option's values as radios: round swatches for a Color option, pills for the others. A value that
// is out of stock (with the other values chosen) stays choosable, so the shopper sees 'Out of Stock'.
import type { ProductOption } from '@haat/domain/catalog/product'
import { swatchCandidate } from '@haat/domain/rules/color'

export type OptionRadiosProps = {
  option: ProductOption
  look: 'swatch' | 'pill'
  /** The value shown as selected, or null while the shopper has not chosen (decision 0220). */
  checked: string | null
  isAvailable: (value: string) => boolean
  onChoose: (value: string) => void
}

const looks = {
  swatch: {
    group: 'gap-2.5',
    on: 'border-ink',
    off: 'border-transparent hover:border-line',
    base: 'relative size-10 rounded-full border-2 p-0.5',
  },
  pill: {
    group: 'gap-2',
    on: 'border-ink bg-ink text-paper',
    off: 'border-line bg-card text-ink hover:border-ink-faint',
    base: 'h-10 min-w-12 rounded-full border px-4 text-sm font-semibold',
  },
}

export function OptionRadios({ option, look, checked, isAvailable, onChoose }: OptionRadiosProps) {
  const l = looks[look]
  return (
    <div role="radiogroup" aria-label={option.name} className={`flex flex-wrap ${l.group}`}>
      {option.values.map((value) => {
        const available = isAvailable(value)
        const name = available ? value : `${value} (out of stock)`
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked === value}
            aria-label={name}
            title={look === 'swatch' ? value : undefined}
            onClick={() => onChoose(value)}
            className={`${l.base} transition-colors ${checked === value ? l.on : l.off} ${!available && look === 'pill' ? 'text-ink-faint line-through decoration-1' : ''}`}
          >
            {look === 'pill' ? value : <Swatch value={value} available={available} />}
          </button>
        )
      })}
    </div>
  )
}

function Swatch({ value, available }: { value: string; available: boolean }) {
  return (
    <>
      <span
        // bg = DEFAULT_SWATCH: a name CSS does not know is dropped by the browser and the grey shows.
        className="block size-full rounded-full border border-ink/15 bg-[#9ca3af]"
        style={{ backgroundColor: swatchCandidate(value) }}
      />
      {!available && (
        <span aria-hidden="true" className="absolute inset-x-1 top-1/2 h-0.5 -rotate-45 rounded bg-ink/60" />
      )}
    </>
  )
}
