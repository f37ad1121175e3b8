// A reel in a strip: plays muted while at least 75% of it is on screen (spec §4/§9) and links to the
// binge feed starting at this tape.
import { ArrowBigUp, Play } from '../../components/icon/icons.ts'
import { useInView } from 'react-intersection-observer'
import { Link } from 'react-router'
import type { Tape } from '@haat/domain/catalog/entities'
import { REEL_PLAY_VISIBILITY } from '@haat/domain/constants/timings'
import { formatCount } from '@haat/domain/format/money'
import { ReelVideo } from './ReelVideo.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

export function ReelCard({ tape, dark = false }: { tape: Tape; dark?: boolean }) {
  // The frame is watched, not the <Link>: a Link merges refs anew on each render, which re-observed
  // the card on every commit and rendered it again a frame later, forever (e2e pages-at-rest).
  const { ref, inView } = useInView({ threshold: REEL_PLAY_VISIBILITY })
  const t = useT()
  return (
    <Link to={`/binge/${tape.id}`} draggable={false} data-in-view={inView} className="group block space-y-2">
      <span
        ref={ref}
        className={`relative block aspect-[9/16] overflow-hidden rounded-card ${dark ? 'bg-white/10' : 'bg-neel-900'}`}
      >
        <ReelVideo
          tape={tape}
          active={inView}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <Play
          aria-hidden="true"
          className={`absolute top-3 right-3 size-5 fill-white text-white drop-shadow transition-opacity ${inView ? 'opacity-0' : ''}`}
        />
      </span>
      {/* Below the frame, not over it: the clips carry their own captions. */}
      <span className="block px-0.5">
        <span
          className={`line-clamp-1 text-sm leading-snug font-semibold ${dark ? 'text-white' : 'text-ink group-hover:text-saffron-700'}`}
        >
          {tape.product.title}
        </span>
        <span
          className={`inline-flex items-center gap-0.5 text-xs font-semibold ${dark ? 'text-white/75' : 'text-ink-soft'}`}
        >
          <ArrowBigUp aria-hidden="true" className="size-4 fill-saffron-400 text-saffron-400" />
          {formatCount(tape.product.upvoteCount)}
          <span className="sr-only"> {t('upvotes')}</span>
        </span>
      </span>
    </Link>
  )
}
