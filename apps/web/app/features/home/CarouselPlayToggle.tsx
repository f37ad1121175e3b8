import { Pause, Play } from '../../components/icon/icons.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { playing: boolean; onToggle: () => void; label: string; className?: string }

/** The visible pause/play control of an autoplaying carousel (WCAG 2.2.2 Pause, Stop, Hide). */
export function CarouselPlayToggle({ playing, onToggle, label, className = '' }: Props) {
  const Icon = playing ? Pause : Play
  const t = useT()
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={t(playing ? 'Pause {label} rotation' : 'Play {label} rotation', { label: t(label) })}
      className={`inline-flex size-8 items-center justify-center rounded-full border border-line bg-card text-ink shadow-card transition hover:bg-sand ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5 fill-current" />
    </button>
  )
}
