// One binge teaser tile: a poster until it is on screen, then a muted looping preview. The clips and
// posters carry the product's name themselves, so it is not printed over them again (only named for
// screen readers).
import { Play } from '../../components/icon/icons.ts'
import { useInView } from 'react-intersection-observer'
import { Link } from 'react-router'
import type { Tape } from '@haat/domain/catalog/entities'
import { ReelVideo } from '../binge/ReelVideo.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

export function TeaserTape({ tape }: { tape: Tape }) {
  const t = useT()
  // The tile is watched through a plain element: a <Link> merges refs anew on each render, which
  // re-observed it on every commit and rendered it again a frame later, forever (e2e pages-at-rest).
  const { ref, inView } = useInView({ threshold: 0.6 })
  return (
    <Link
      to={`/binge/${tape.id}`}
      aria-label={t('Watch: {title}', { title: tape.product.title })}
      className="group relative block aspect-[9/16] overflow-hidden rounded-card bg-white/10"
    >
      <span ref={ref} className="block size-full">
        <ReelVideo
          tape={tape}
          active={inView}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </span>
      <Play aria-hidden="true" className="absolute top-3 right-3 size-5 fill-white text-white drop-shadow" />
    </Link>
  )
}
