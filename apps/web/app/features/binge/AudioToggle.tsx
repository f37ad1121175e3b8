// Spec §2 audio on/off toggle. The choice lives in the ui slice (isAudioOn), so every video agrees;
// it starts off because browsers only autoplay muted video.
import { Volume2, VolumeX } from '../../components/icon/icons.ts'
import { uiActions } from '../../store/ui-slice.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function AudioToggle({ className = '' }: { className?: string }) {
  const on = useAppSelector((s) => s.ui.isAudioOn)
  const dispatch = useAppDispatch()
  const t = useT()
  const Icon = on ? Volume2 : VolumeX
  return (
    <button
      type="button"
      aria-label={t('Sound')}
      aria-pressed={on}
      title={t(on ? 'Sound on: tap to mute' : 'Sound off: tap to unmute')}
      onClick={() => dispatch(uiActions.audioToggled())}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-ink/55 text-white backdrop-blur transition-colors hover:bg-ink/75 ${className}`}
    >
      <Icon aria-hidden="true" className="size-5.5" />
    </button>
  )
}
