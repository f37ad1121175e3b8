// A muted looping preview of a tape for strips and teasers. Until it first becomes active it is only a
// poster (no video source at all, so nothing downloads); it plays over the poster while active, unless
// the shopper asked for reduced motion.
import { useEffect, useRef, useState } from 'react'
import type { Tape } from '@haat/domain/catalog/entities'
import { prefersReducedMotion } from './reduced-motion.ts'

export function ReelVideo({
  tape,
  active,
  className = '',
}: {
  tape: Tape
  active: boolean
  className?: string
}) {
  const video = useRef<HTMLVideoElement>(null)
  const [seen, setSeen] = useState(active)
  if (active && !seen) setSeen(true)
  useEffect(() => {
    const v = video.current
    if (!v) return
    if (active && !prefersReducedMotion()) Promise.resolve(v.play()).catch(() => {})
    else v.pause()
  }, [active, seen])
  // The poster is a lazy <img> under the video, not the video's poster attribute: a poster is fetched
  // at once wherever the strip is, and a page's strips held ~110 KB of posters ahead of its own images.
  return (
    <span className={`relative block size-full ${className}`}>
      <img
        src={tape.thumbnailUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={540}
        height={960}
        className="absolute inset-0 size-full object-cover"
      />
      <video
        ref={video}
        src={seen ? tape.url : undefined}
        preload="none"
        muted
        loop
        playsInline
        disableRemotePlayback
        aria-hidden="true"
        tabIndex={-1}
        width={540}
        height={960}
        className="relative size-full object-cover"
      />
    </span>
  )
}
