import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  count: number
  selected: number
  onSelect: (i: number) => void
  label: string
  className?: string
}

/** One dot per slide; the selected one is wider. Each button is at least 24 × 24 px (WCAG 2.2 target
 *  size) though the dot it draws is smaller. */
export function CarouselDots({ count, selected, onSelect, label, className = '' }: Props) {
  const t = useT()
  return (
    <div
      className={`flex items-center justify-center ${className}`}
      role="group"
      aria-label={t('{label} slides', { label: t(label) })}
    >
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={t('Go to {label} {n} of {count}', { label: t(label), n: i + 1, count })}
          aria-current={i === selected ? 'true' : undefined}
          onClick={() => onSelect(i)}
          className="group flex h-6 min-w-6 items-center justify-center px-0.5"
        >
          <span
            className={`block h-2 rounded-full transition-all ${i === selected ? 'w-6 bg-saffron-600' : 'w-2 bg-ink/25 group-hover:bg-ink/45'}`}
          />
        </button>
      ))}
    </div>
  )
}
