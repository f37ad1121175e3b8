// A reel in a strip: plays muted while at least 75% of it is on screen (spec §4/§9), links to the
// binge feed starting at this tape. Off screen it is just a poster: nothing downloads until then.
import { ArrowBigUp, Play } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useInView } from 'react-intersection-observer'
import { Link } from 'react-router'
import type { Tape } from '@haat/domain/catalog/entities'
import { REEL_PLAY_VISIBILITY } from '@haat/domain/constants/timings'
import { formatCount } from '@haat/domain/format/money'
import { prefersReducedMotion } from './reduced-motion.ts'

export function ReelCard({ tape, dark = false }: { tape: Tape; dark?: boolean }) {
  const video = useRef<HTMLVideoElement>(null)
  const { ref, inView } = useInView({ threshold: REEL_PLAY_VISIBILITY })
  useEffect(() => {
    const v = video.current
    if (!v) return
    if (inView && !prefersReducedMotion()) Promise.resolve(v.play()).catch(() => {})
    else v.pause()
  }, [inView])
  return (
    <Link
      ref={ref}
      to={`/binge/${tape.id}`}
      draggable={false}
      data-in-view={inView}
      className={`group relative block aspect-[9/16] overflow-hidden rounded-card ${dark ? 'bg-white/10' : 'bg-neel-900'}`}
    >
      <video
        ref={video}
        src={tape.url}
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
        className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-ink/85 via-transparent to-transparent" />
      <Play aria-hidden="true" className={`absolute top-3 right-3 size-5 fill-white text-white transition-opacity ${inView ? 'opacity-0' : ''}`} />
      <span className="absolute inset-x-3 bottom-3 space-y-1 text-white">
        <span className="line-clamp-2 block text-sm leading-snug font-semibold">{tape.product.title}</span>
        <span className="inline-flex items-center gap-0.5 text-xs font-semibold text-white/85">
          <ArrowBigUp aria-hidden="true" className="size-4 fill-saffron-400 text-saffron-400" />
          {formatCount(tape.product.upvoteCount)}
          <span className="sr-only"> upvotes</span>
        </span>
      </span>
    </Link>
  )
}
