// One binge teaser tile: a poster until it is on screen, then a muted looping preview.
import { Play } from 'lucide-react'
import { useInView } from 'react-intersection-observer'
import { Link } from 'react-router'
import type { Tape } from '@haat/domain/catalog/entities'
import { ReelVideo } from '../binge/ReelVideo.tsx'

export function TeaserTape({ tape }: { tape: Tape }) {
  const { ref, inView } = useInView({ threshold: 0.6 })
  return (
    <Link
      ref={ref}
      to={`/binge/${tape.id}`}
      className="group relative block aspect-[9/16] overflow-hidden rounded-card bg-white/10"
    >
      <ReelVideo
        tape={tape}
        active={inView}
        className="transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-neel-900/90 via-transparent to-transparent" />
      <Play aria-hidden="true" className="absolute top-3 right-3 size-5 fill-white text-white" />
      <span className="absolute inset-x-3 bottom-3 line-clamp-2 text-sm leading-snug font-semibold text-white">
        {tape.product.title}
      </span>
    </Link>
  )
}
