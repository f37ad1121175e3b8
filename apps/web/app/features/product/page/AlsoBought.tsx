// Spec §2 'People who loved this also bought': a swipeable row of product cards from the same
// category and tags.
import useEmblaCarousel from '../../../lib/carousel/use-lazy-embla.ts'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { PEOPLE_ALSO_BOUGHT } from '@haat/domain/constants/messages'
import { ProductCard } from '../../listing/ProductCard.tsx'
import { CarouselArrows } from '../gallery/CarouselArrows.tsx'
import { CarouselViewport } from '../../../lib/carousel/CarouselViewport.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

export function AlsoBought({ products }: { products: readonly ProductSummary[] }) {
  const [ref, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto' })
  const t = useT()
  if (products.length === 0) return null
  return (
    <section aria-labelledby="also-bought" className="space-y-4" data-testid="also-bought">
      <div className="flex items-end justify-between gap-4">
        <h2 id="also-bought" className="font-display text-2xl font-semibold md:text-3xl">
          {t(PEOPLE_ALSO_BOUGHT)}
        </h2>
        <CarouselArrows api={api} label="products" />
      </div>
      <CarouselViewport ref={ref} className="-mx-4 px-4 md:mx-0 md:px-0">
        <ul className="flex touch-pan-y gap-3 md:gap-5">
          {products.map((p) => (
            <li
              key={p.id}
              className="min-w-0 shrink-0 basis-[46%] sm:basis-[40%] md:basis-[30%] lg:basis-[23%]"
            >
              <ProductCard product={p} layout="grid" />
            </li>
          ))}
        </ul>
      </CarouselViewport>
    </section>
  )
}
