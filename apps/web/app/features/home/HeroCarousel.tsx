// Spec §2 home carousel: 6 banners, autoplay every 3000 ms, dots and arrows. Autoplay pauses while the
// shopper hovers, focuses or drags it; a visible button pauses and plays it (WCAG 2.2.2), and it starts
// paused for shoppers who prefer less motion.
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from '../../lib/carousel/use-lazy-embla.ts'
import { Link } from 'react-router'
import { CAROUSEL_AUTOPLAY_MS } from '@haat/domain/constants/timings'
import type { Banner } from '@haat/domain/catalog/home-banner'
import { CarouselArrows } from './CarouselArrows.tsx'
import { CarouselDots } from './CarouselDots.tsx'
import { CarouselPlayToggle } from './CarouselPlayToggle.tsx'
import { useAutoplayChoice } from './use-autoplay-choice.ts'
import { useCarouselNav } from './use-carousel-nav.ts'
import { CarouselViewport } from '../../lib/carousel/CarouselViewport.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

// Paused, the plugin is inactive (not merely stopped): hovering or leaving the banner cannot restart it.
const autoplay = (active: boolean) =>
  Autoplay({
    active,
    delay: CAROUSEL_AUTOPLAY_MS,
    stopOnInteraction: false,
    stopOnMouseEnter: true,
    stopOnFocusIn: true,
  })

export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  const rotation = useAutoplayChoice()
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [autoplay(rotation.playing)])
  const nav = useCarouselNav(embla)
  const t = useT()

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('Featured')}
      data-testid="hero-carousel"
      className="group/hero relative"
    >
      <CarouselViewport ref={viewportRef} className="rounded-[1.25rem] md:rounded-[1.75rem]">
        <ul className="flex touch-pan-y">
          {banners.map((b, i) => (
            <li
              key={`${i}:${b.href}`} // an operator may point two banners at one page
              aria-roledescription={t('slide')}
              aria-label={t('{n} of {count}', { n: i + 1, count: banners.length })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <Link to={b.href} draggable={false} className="block bg-sand">
                {/* The other banners are asked for once the carousel can move (its engine has loaded):
                    until then only the first shows, and its image has the line to itself. */}
                <img
                  src={i === 0 || embla ? b.image : undefined}
                  srcSet={i === 0 || embla ? b.srcSet : undefined}
                  sizes="(min-width: 1280px) 1232px, 100vw"
                  alt={b.alt}
                  width={1280}
                  height={b.height}
                  draggable={false}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  className="block h-auto w-full"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CarouselViewport>
      <CarouselArrows
        label="banner"
        onPrev={nav.prev}
        onNext={nav.next}
        canPrev={nav.canPrev}
        canNext={nav.canNext}
        className="pointer-events-none absolute inset-x-3 top-1/2 hidden -translate-y-1/2 justify-between md:flex [&>button]:pointer-events-auto"
      />
      <div className="mt-2 flex items-center justify-center gap-2">
        <CarouselPlayToggle label="banner" playing={rotation.playing} onToggle={rotation.toggle} />
        <CarouselDots label="banner" count={banners.length} selected={nav.selected} onSelect={nav.goTo} />
      </div>
    </section>
  )
}
