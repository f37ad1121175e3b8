// Spec §2 featured guides: a horizontal strip with drag scrolling (Embla, dragFree) and, on desktop,
// arrows that move it 4 cards per press.
import useEmblaCarousel from '../../lib/carousel/use-lazy-embla.ts'
import { ChevronLeft, ChevronRight } from '../../components/icon/icons.ts'
import type { Guide } from '@haat/domain/catalog/entities'
import { IconButton } from '../../components/ui/IconButton.tsx'
import { FeaturedGuideCard } from './FeaturedGuideCard.tsx'
import { stripStartIndex, stripTarget, type StripDirection } from './strip-step.ts'
import { useStripEnds } from './use-strip-ends.ts'
import { CarouselViewport } from '../../lib/carousel/CarouselViewport.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { guides: readonly Guide[]; currentParamName?: string }

export function FeaturedGuidesStrip({ guides, currentParamName }: Props) {
  const startIndex = stripStartIndex(
    guides.map((g) => g.paramName),
    currentParamName,
  )
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    dragFree: true,
    containScroll: 'trimSnaps',
    startIndex,
  })
  const { canPrev, canNext } = useStripEnds(embla)
  const t = useT()
  const press = (direction: StripDirection) => {
    if (!embla) return
    embla.scrollTo(stripTarget(embla.selectedScrollSnap(), direction, embla.scrollSnapList().length))
  }
  return (
    <div className="relative" data-testid="featured-guides">
      <CarouselViewport ref={viewportRef} className="-mx-4 px-4 py-1 md:mx-0 md:px-0">
        <ul className="-ml-4 flex touch-pan-y select-none">
          {guides.map((g) => (
            <li key={g.id} className="min-w-0 shrink-0 basis-[74%] pl-4 sm:basis-[42%] md:basis-1/4">
              <FeaturedGuideCard guide={g} current={g.paramName === currentParamName} />
            </li>
          ))}
        </ul>
      </CarouselViewport>
      <div className="pointer-events-none absolute inset-y-0 -right-5 -left-5 hidden items-center justify-between md:flex">
        <IconButton
          label={t('Previous guides')}
          disabled={!canPrev}
          onClick={() => press('prev')}
          className={arrow}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </IconButton>
        <IconButton
          label={t('Next guides')}
          disabled={!canNext}
          onClick={() => press('next')}
          className={arrow}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </IconButton>
      </div>
    </div>
  )
}

const arrow =
  'pointer-events-auto -mt-8 border border-line bg-card shadow-card hover:bg-sand disabled:pointer-events-none disabled:opacity-0'
