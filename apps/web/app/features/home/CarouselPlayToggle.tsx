import { Pause, Play } from 'lucide-react'

type Props = { playing: boolean; onToggle: () => void; label: string; className?: string }

/** The visible pause/play control of an autoplaying carousel (WCAG 2.2.2 Pause, Stop, Hide). */
export function CarouselPlayToggle({ playing, onToggle, label, className = '' }: Props) {
  const Icon = playing ? Pause : Play
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${playing ? 'Pause' : 'Play'} ${label} rotation`}
      className={`inline-flex size-8 items-center justify-center rounded-full border border-line bg-card text-ink shadow-card transition hover:bg-sand ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5 fill-current" />
    </button>
  )
}
