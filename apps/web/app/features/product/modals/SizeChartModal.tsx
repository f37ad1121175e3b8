// Spec §2 size chart: a gallery modal titled 'The Gallery' with a carousel of the chart images.
import useEmblaCarousel from '../../../lib/carousel/use-lazy-embla.ts'
import { THE_GALLERY } from '@haat/domain/constants/messages'
import { Modal } from '../../../components/ui/Modal.tsx'
import { CarouselControls } from '../gallery/CarouselControls.tsx'
import { useEmblaIndex } from '../gallery/use-embla-index.ts'
import { CarouselViewport } from '../../../lib/carousel/CarouselViewport.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  images: readonly string[]
  productTitle: string
}

export function SizeChartModal({ open, onOpenChange, images, productTitle }: Props) {
  const t = useT()
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t(THE_GALLERY)} className="max-w-2xl">
      {open && <ChartCarousel images={images} productTitle={productTitle} />}
    </Modal>
  )
}

function ChartCarousel({ images, productTitle }: { images: readonly string[]; productTitle: string }) {
  const [ref, api] = useEmblaCarousel({ loop: false })
  const index = useEmblaIndex(api)
  const t = useT()
  return (
    <div className="space-y-3">
      <CarouselViewport ref={ref} className="rounded-xl border border-line bg-white">
        <div className="flex">
          {images.map((src, i) => (
            <div key={src} className="min-w-0 flex-[0_0_100%]">
              <img
                src={src}
                alt={t('{title}: size chart {n} of {count}', {
                  title: productTitle,
                  n: i + 1,
                  count: images.length,
                })}
                className="mx-auto max-h-[60vh] w-full object-contain"
              />
            </div>
          ))}
        </div>
      </CarouselViewport>
      <CarouselControls api={api} index={index} count={images.length} label="size chart" />
    </div>
  )
}
