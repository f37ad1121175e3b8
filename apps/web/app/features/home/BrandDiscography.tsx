// Spec §2 "BRAND DISCOGRAPHY" ("Shop from new brands that sell something crazy"): the 8 featured brands.
import useEmblaCarousel from '../../lib/carousel/use-lazy-embla.ts'
import type { Brand } from '@haat/domain/catalog/entities'
import { BRAND_DISCOGRAPHY, BRAND_DISCOGRAPHY_SUBTITLE } from '@haat/domain/constants/messages'
import { STATIC_BRAND_COUNT } from '@haat/domain/constants/timings'
import { BrandCard } from '../listing/BrandCard.tsx'
import { CarouselArrows } from './CarouselArrows.tsx'
import { useCarouselNav } from './use-carousel-nav.ts'
import { CarouselViewport } from '../../lib/carousel/CarouselViewport.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

export function BrandDiscography({ brands }: { brands: readonly Brand[] }) {
  const t = useT()
  const featured = brands.filter((b) => b.featured).slice(0, STATIC_BRAND_COUNT)
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    dragFree: true,
  })
  const nav = useCarouselNav(embla)
  if (featured.length === 0) return null
  return (
    <section aria-labelledby="brand-discography" className="space-y-4" data-testid="brand-discography">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2
            id="brand-discography"
            className="font-display text-2xl font-semibold tracking-wide md:text-3xl"
          >
            {t(BRAND_DISCOGRAPHY)}
          </h2>
          <p className="text-ink-soft">{t(BRAND_DISCOGRAPHY_SUBTITLE)}</p>
        </div>
        <CarouselArrows
          label="brands"
          onPrev={nav.prev}
          onNext={nav.next}
          canPrev={nav.canPrev}
          canNext={nav.canNext}
          className="hidden md:flex"
        />
      </div>
      <CarouselViewport ref={viewportRef} className="-mx-4 px-4 md:mx-0 md:px-0">
        <ul className="flex touch-pan-y gap-4">
          {featured.map((b) => (
            <li
              key={b.brandId}
              className="min-w-0 shrink-0 basis-[72%] sm:basis-[45%] md:basis-[31%] lg:basis-[23.5%]"
            >
              <BrandCard brand={b} />
            </li>
          ))}
        </ul>
      </CarouselViewport>
    </section>
  )
}
