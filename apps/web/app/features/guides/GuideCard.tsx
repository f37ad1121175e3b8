// A guide in the /guides grid: picture, name, headline and who curated it.
import { ArrowRight } from '../../components/icon/icons.ts'
import { Link } from 'react-router'
import type { Guide } from '@haat/domain/catalog/entities'
import { Around, AT } from '../../components/Around.tsx'
import { CuratorPhoto } from './CuratorPhoto.tsx'
import { GuideImage } from './GuideImage.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { guide: Guide; priority?: boolean; sizes?: string }

export function GuideCard({
  guide,
  priority = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: Props) {
  const t = useT()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-card transition-shadow hover:shadow-lift">
      <div className="overflow-hidden">
        <GuideImage
          url={guide.imageUrl}
          sizes={sizes}
          priority={priority}
          className="aspect-[16/7] w-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 md:p-5">
        <h2 className="font-display text-xl leading-snug font-semibold md:text-2xl">
          <Link
            to={`/guides/${guide.paramName}`}
            className="after:absolute after:inset-0 group-hover:text-saffron-700 focus-visible:outline-none"
          >
            {guide.name}
          </Link>
        </h2>
        <p className="line-clamp-2 text-ink-soft">{guide.headline}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="flex items-center gap-2 text-sm text-ink-soft">
            <CuratorPhoto url={guide.curatorPhotoUrl} name={guide.curatorName} className="size-8" />
            <span>
              <Around text={t('Curated by {curator}', { curator: AT })}>
                <span className="font-semibold text-ink">{guide.curatorName}</span>
              </Around>
            </span>
          </p>
          <ArrowRight
            aria-hidden="true"
            className="size-5 shrink-0 text-saffron-600 transition-transform group-hover:translate-x-1"
          />
        </div>
      </div>
    </article>
  )
}
