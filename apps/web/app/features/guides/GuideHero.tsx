// Spec §2 guide hero: the Guides label, headline, description and the "Curated by" card. The guide's
// banner (1280×560, its title painted on the left, products on the right) sits above on phones; on wide
// screens the text takes the left and a square crop of the banner's product side the right.
import { Link } from 'react-router'
import type { Guide } from '@haat/domain/catalog/entities'
import { GUIDES_LABEL } from '@haat/domain/constants/messages'
import { CuratedByCard } from './CuratedByCard.tsx'
import { GuideImage } from './GuideImage.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

export function GuideHero({ guide }: { guide: Guide }) {
  const t = useT()
  return (
    <header className="grid items-center gap-6 overflow-hidden rounded-[1.5rem] bg-sand md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] md:gap-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
      <GuideImage
        url={guide.imageUrl}
        sizes="(min-width: 768px) 1100px, 100vw"
        priority
        className="aspect-[16/7] h-full w-full md:order-2 md:aspect-auto md:min-h-[26rem] md:object-right"
      />
      <div className="space-y-4 px-5 pb-6 md:px-10 md:py-10 lg:px-14">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Link
            to="/guides"
            className="rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-[0.16em] text-paper uppercase hover:bg-ink-soft"
          >
            {t(GUIDES_LABEL)}
          </Link>
          <span className="font-semibold text-ink-soft">{guide.name}</span>
        </p>
        <h1 className="font-display text-3xl leading-tight font-semibold text-balance md:text-[2.75rem]">
          {guide.headline}
        </h1>
        <p className="max-w-prose text-ink-soft md:text-lg">{guide.description}</p>
        <CuratedByCard name={guide.curatorName} photoUrl={guide.curatorPhotoUrl} />
      </div>
    </header>
  )
}
