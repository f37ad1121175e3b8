// One full-height slide of the binge feed. It reports when it is the one in view (60% of the feed).
import { useInView } from 'react-intersection-observer'
import type { Tape } from '@haat/domain/catalog/entities'
import { TapeProduct } from './TapeProduct.tsx'
import { TapeShare } from '../share/TapeShare.tsx'
import { TapeVideo } from './TapeVideo.tsx'

type Props = {
  tape: Tape
  index: number
  /** Known once the last page arrived; -1 until then (aria-setsize: unknown). */
  setSize: number
  root: Element | null
  active: boolean
  muted: boolean
  loop: boolean
  onSeen: (index: number) => void
  onEnded: (index: number) => void
  onSoundRefused: () => void
}

export function TapeSlide({
  tape,
  index,
  setSize,
  root,
  active,
  muted,
  loop,
  onSeen,
  onEnded,
  onSoundRefused,
}: Props) {
  const { ref } = useInView({
    root,
    skip: !root,
    threshold: 0.6,
    onChange: (inView) => {
      if (inView) onSeen(index)
    },
  })
  return (
    <article
      ref={ref}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-label={tape.product.title}
      aria-current={active ? 'true' : undefined}
      data-tape-id={tape.id}
      className="flex h-full w-full snap-start snap-always flex-col overflow-hidden"
    >
      <div className="min-h-0 flex-1">
        <TapeVideo
          tape={tape}
          active={active}
          muted={muted}
          loop={loop}
          onEnded={() => onEnded(index)}
          onSoundRefused={onSoundRefused}
        />
      </div>
      <TapeProduct product={tape.product} share={<TapeShare tape={tape} />} />
    </article>
  )
}
