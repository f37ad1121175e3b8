// Spec §2 home binge teaser: 4 videos (of a page of 5 sorted by views) and a "CLICK TO BINGE" action.
import { Clapperboard } from '../../components/icon/icons.ts'
import { Link } from 'react-router'
import type { Tape } from '@haat/domain/catalog/entities'
import { CLICK_TO_BINGE } from '@haat/domain/constants/messages'
import { BINGE_VIDEOS } from '@haat/domain/constants/timings'
import { buttonClasses } from '../../components/ui/button.ts'
import { TeaserTape } from './TeaserTape.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

export function BingeTeaser({ tapes }: { tapes: readonly Tape[] }) {
  const t = useT()
  const shown = tapes.slice(0, BINGE_VIDEOS)
  if (shown.length === 0) return null
  return (
    <section
      aria-labelledby="binge-teaser"
      data-testid="binge-teaser"
      className="-mx-4 overflow-hidden bg-neel-900 px-4 py-8 text-white md:mx-0 md:rounded-[1.75rem] md:px-10 md:py-10"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:gap-10">
        <div className="space-y-3 md:w-72 md:shrink-0">
          <p className="inline-flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-saffron-200 uppercase">
            <Clapperboard aria-hidden="true" className="size-4" /> Binge
          </p>
          <h2 id="binge-teaser" className="font-display text-3xl leading-tight font-semibold md:text-4xl">
            {t('See it in action before you buy')}
          </h2>
          <p className="text-white/75">
            {t('Short videos from our makers: how it pours, fits, glows and packs.')}
          </p>
          <Link to="/binge" className={buttonClasses('primary', 'lg', 'mt-2 tracking-wide')}>
            {t(CLICK_TO_BINGE)}
          </Link>
        </div>
        <ul className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-4 md:gap-4">
          {shown.map((t) => (
            <li key={t.id}>
              <TeaserTape tape={t} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
