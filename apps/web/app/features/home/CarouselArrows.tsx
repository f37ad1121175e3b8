import { ChevronLeft, ChevronRight } from '../../components/icon/icons.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  onPrev: () => void
  onNext: () => void
  canPrev: boolean
  canNext: boolean
  label: string
  className?: string
}

/** Previous/next buttons for a carousel, named for screen readers. */
export function CarouselArrows({ onPrev, onNext, canPrev, canNext, label, className = '' }: Props) {
  const t = useT()
  const what = { label: t(label) }
  const look =
    'inline-flex size-10 items-center justify-center rounded-full border border-line bg-card/95 text-ink shadow-card transition hover:bg-sand disabled:opacity-40'
  return (
    <div className={`flex gap-2 ${className}`}>
      <button
        type="button"
        className={look}
        onClick={onPrev}
        disabled={!canPrev}
        aria-label={t('Previous {label}', what)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={look}
        onClick={onNext}
        disabled={!canNext}
        aria-label={t('Next {label}', what)}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  )
}
