// A muted looping preview of a tape for strips and teasers. Until it first becomes active it is only a
// poster (no video source at all, so nothing downloads); it plays while active, unless the shopper
// asked for reduced motion.
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
  return (
    <video
      ref={video}
      src={seen ? tape.url : undefined}
      poster={tape.thumbnailUrl}
      preload="none"
      muted
      loop
      playsInline
      disableRemotePlayback
      aria-hidden="true"
      tabIndex={-1}
      width={540}
      height={960}
      className={`size-full object-cover ${className}`}
    />
  )
}
