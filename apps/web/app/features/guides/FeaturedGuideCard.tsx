// One card of the featured-guides strip. The guide being read is highlighted and is not a link
// (spec §2): it says where the shopper is instead of sending them to the same page.
import { Link } from 'react-router'
import type { Guide } from '@haat/domain/catalog/entities'
import { GuideImage } from './GuideImage.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

const frame = 'block h-full overflow-hidden rounded-card border bg-card transition-shadow'

export function FeaturedGuideCard({ guide, current }: { guide: Guide; current: boolean }) {
  const t = useT()
  const body = (
    <>
      <GuideImage
        url={guide.imageUrl}
        sizes="(min-width: 768px) 25vw, 75vw"
        className="aspect-[16/7] w-full"
      />
      <span className="flex min-h-14 items-center justify-between gap-2 px-3.5 py-3">
        <span className="line-clamp-2 leading-snug font-semibold">{guide.name}</span>
        {current && (
          <span className="shrink-0 rounded-full bg-saffron-700 px-2 py-0.5 text-[0.6875rem] font-bold text-white">
            {t('Reading')}
          </span>
        )}
      </span>
    </>
  )
  if (current) {
    return (
      <div
        aria-current="page"
        data-testid="current-guide"
        className={`${frame} border-saffron-500 shadow-card ring-2 ring-saffron-500`}
      >
        {body}
      </div>
    )
  }
  return (
    <Link to={`/guides/${guide.paramName}`} className={`${frame} border-line shadow-card hover:shadow-lift`}>
      {body}
    </Link>
  )
}
