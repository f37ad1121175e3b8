// Spec §2/§4 reel strip (product page "Suggested Tapes", listings' videos strip): a horizontal strip of
// reels that rotates to the next reel every 5 s (paused while hovered or focused, off for reduced motion).
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from '../../lib/carousel/use-lazy-embla.ts'
import { ArrowRight } from '../../components/icon/icons.ts'
import { useEffect } from 'react'
import { Link } from 'react-router'
import type { Tape } from '@haat/domain/catalog/entities'
import { SEE_ALL } from '@haat/domain/constants/messages'
import { REEL_ROTATE_MS } from '@haat/domain/constants/timings'
import { ReelCard } from './ReelCard.tsx'
import { prefersReducedMotion } from './reduced-motion.ts'
import { CarouselViewport } from '../../lib/carousel/CarouselViewport.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { tapes: readonly Tape[]; title: string; seeAllHref: string; dark?: boolean }

const rotate = () =>
  Autoplay({ delay: REEL_ROTATE_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })

export function ReelStrip({ tapes, title, seeAllHref, dark = false }: Props) {
  const t = useT()
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', loop: true, dragFree: false }, [rotate()])
  useEffect(() => {
    if (embla && prefersReducedMotion()) embla.plugins().autoplay?.stop()
  }, [embla])
  if (tapes.length === 0) return null
  return (
    <section className="space-y-4" aria-label={t(title)} data-testid="reel-strip">
      <div className="flex items-end justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold md:text-3xl">{t(title)}</h2>
        <Link
          to={seeAllHref}
          className={`inline-flex shrink-0 items-center gap-1 text-sm font-semibold hover:underline ${dark ? 'text-saffron-200' : 'text-saffron-700'}`}
        >
          {t(SEE_ALL)} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <CarouselViewport ref={viewportRef} className="-mx-4 px-4 md:mx-0 md:px-0">
        <ul className="-ml-3 flex touch-pan-y md:-ml-4">
          {tapes.map((t) => (
            <li
              key={t.id}
              className="min-w-0 shrink-0 basis-[44%] pl-3 sm:basis-[30%] md:basis-[22%] md:pl-4 lg:basis-[18.5%]"
            >
              <ReelCard tape={t} dark={dark} />
            </li>
          ))}
        </ul>
      </CarouselViewport>
    </section>
  )
}
