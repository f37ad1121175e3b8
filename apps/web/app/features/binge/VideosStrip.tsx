// The videos strip listings insert between products (spec §2): the reel strip on a dark binge band.
import type { Tape } from '@haat/domain/catalog/entities'
import { ReelStrip } from './ReelStrip.tsx'

type Props = { tapes: readonly Tape[]; title?: string; seeAllHref?: string }

export function VideosStrip({ tapes, title = 'Watch before you buy', seeAllHref = '/binge' }: Props) {
  if (tapes.length === 0) return null
  return (
    <div className="-mx-4 bg-neel-900 px-4 py-6 text-white md:mx-0 md:rounded-[1.5rem] md:px-6">
      <ReelStrip tapes={tapes} title={title} seeAllHref={seeAllHref} dark />
    </div>
  )
}
