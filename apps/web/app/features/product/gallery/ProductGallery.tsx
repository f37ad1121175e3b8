// Spec §2 product photos: an Embla carousel (swipe on phones), thumbnails to jump, the first photo
// prioritised (fetchpriority high, never lazy) because it is the page's largest paint.
import useEmblaCarousel from '../../../lib/carousel/use-lazy-embla.ts'
import { useEffect } from 'react'
import type { ProductFile } from '@haat/domain/catalog/product'
import { ProductImage } from '../../../components/ProductImage.tsx'
import { GalleryThumbs } from './GalleryThumbs.tsx'
import { useEmblaIndex } from './use-embla-index.ts'
import { CarouselViewport } from '../../../lib/carousel/CarouselViewport.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  images: readonly ProductFile[]
  title: string
  /** The selected variant's photo: the gallery turns to it when the shopper picks a colour. */
  focusUrl?: string | null
}

export function ProductGallery({ images, title, focusUrl }: Props) {
  const t = useT()
  const [ref, api] = useEmblaCarousel({ loop: false, align: 'start' })
  const index = useEmblaIndex(api)

  useEffect(() => {
    const at = focusUrl ? images.findIndex((f) => f.url === focusUrl) : -1
    if (api && at >= 0) api.scrollTo(at)
  }, [api, focusUrl, images])

  if (images.length === 0) {
    return (
      <ProductImage
        url={null}
        alt={title}
        width={1}
        height={1}
        className="aspect-square w-full rounded-card"
      />
    )
  }
  return (
    <div className="space-y-3">
      <div className="relative">
        <CarouselViewport
          ref={ref}
          className="rounded-card bg-sand"
          aria-roledescription={t('carousel')}
          aria-label={t('{title} photos', { title })}
        >
          <div className="flex touch-pan-y">
            {images.map((f, i) => (
              <div
                key={f.id}
                className="min-w-0 flex-[0_0_100%]"
                aria-roledescription={t('slide')}
                aria-label={t('{n} of {count}', { n: i + 1, count: images.length })}
              >
                <ProductImage
                  url={f.url}
                  alt={i === 0 ? title : t('{title}, photo {n}', { title, n: i + 1 })}
                  width={f.width ?? 960}
                  height={f.height ?? 960}
                  priority={i === 0}
                  sizes="(min-width: 768px) 55vw, 100vw"
                  className="aspect-square w-full"
                />
              </div>
            ))}
          </div>
        </CarouselViewport>
        {images.length > 1 && (
          <span className="absolute right-3 bottom-3 rounded-full bg-ink/70 px-2.5 py-1 text-xs font-semibold text-paper tabular-nums">
            {index + 1} / {images.length}
          </span>
        )}
      </div>
      <GalleryThumbs images={images} title={title} index={index} onPick={(i) => api?.scrollTo(i)} />
    </div>
  )
}
