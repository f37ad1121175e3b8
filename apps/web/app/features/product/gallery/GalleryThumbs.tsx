import type { ProductFile } from '@haat/domain/catalog/product'
import { ProductImage } from '../../../components/ProductImage.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = { images: readonly ProductFile[]; title: string; index: number; onPick: (i: number) => void }

/** Small photos under the gallery; the current one is outlined. */
export function GalleryThumbs({ images, title, index, onPick }: Props) {
  const t = useT()
  if (images.length < 2) return null
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
      {images.map((f, i) => (
        <li key={f.id} className="shrink-0">
          <button
            type="button"
            onClick={() => onPick(i)}
            aria-label={t('Show photo {n} of {title}', { n: i + 1, title })}
            aria-current={i === index ? 'true' : undefined}
            className={`block size-16 overflow-hidden rounded-xl border-2 transition-colors md:size-20 ${i === index ? 'border-ink' : 'border-transparent opacity-80 hover:opacity-100'}`}
          >
            <ProductImage url={f.url} alt="" width={80} height={80} sizes="80px" className="size-full" />
          </button>
        </li>
      ))}
    </ul>
  )
}
