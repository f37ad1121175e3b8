// One binge video. Only the current one loads and plays; the others show their poster (preload none).
// `muted` is set on the element, not as an attribute: React does not keep the attribute in sync.
import { useEffect, useRef } from 'react'
import type { Tape } from '@haat/domain/catalog/entities'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  tape: Tape
  active: boolean
  muted: boolean
  loop: boolean
  onEnded: () => void
  /** Playing with sound was refused (no user gesture yet): the video went on muted. */
  onSoundRefused: () => void
}

export function TapeVideo({ tape, active, muted, loop, onEnded, onSoundRefused }: Props) {
  const ref = useRef<HTMLVideoElement>(null)
  const t = useT()
  useEffect(() => {
    if (ref.current) ref.current.muted = muted
  }, [muted])
  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (!active) {
      video.pause()
      return
    }
    Promise.resolve(video.play()).catch(() => {
      if (video.muted) return // muted autoplay refused (data saver, policy): the poster and controls remain
      video.muted = true
      onSoundRefused()
      Promise.resolve(video.play()).catch(() => {})
    })
  }, [active, onSoundRefused])
  const togglePlay = () => {
    const video = ref.current
    if (video?.paused) Promise.resolve(video.play()).catch(() => {})
    else video?.pause()
  }
  return (
    <video
      ref={ref}
      src={tape.url}
      poster={tape.thumbnailUrl}
      preload={active ? 'auto' : 'none'}
      loop={loop}
      muted
      playsInline
      disableRemotePlayback
      width={540}
      height={960}
      aria-label={t('Video: {title}', { title: tape.product.title })}
      data-active={active}
      onEnded={onEnded}
      onClick={togglePlay}
      className="size-full bg-neel-900 object-contain"
    />
  )
}
