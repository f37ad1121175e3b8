// Product photos: responsive srcset, reserved size (no layout shift), lazy below the fold,
// and the spec's 'No Image Available' placeholder when the image is missing or fails.
import { ImageOff } from './icon/icons.ts'
import { useImageFailed } from './use-image-failed.ts'
import { NO_IMAGE_AVAILABLE } from '@haat/domain/constants/messages'
import { srcSet } from '@haat/domain/format/media'
import { useT } from '../lib/i18n/use-t.ts'

type Props = {
  url: string | null | undefined
  alt: string
  width: number
  height: number
  /** Above the fold (hero, first cards): load at once with high fetch priority. */
  priority?: boolean
  /** The rendered width, for the browser to pick from the srcset. */
  sizes?: string
  className?: string
}

export function ProductImage({
  url,
  alt,
  width,
  height,
  priority = false,
  sizes = '(min-width: 768px) 33vw, 50vw',
  className = '',
}: Props) {
  const t = useT()
  const { failed, imgProps } = useImageFailed(url)
  if (!url || failed) {
    return (
      <div
        role="img"
        aria-label={`${alt}: ${t(NO_IMAGE_AVAILABLE)}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`flex flex-col items-center justify-center gap-2 bg-sand text-ink-faint ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="text-xs font-medium">{t(NO_IMAGE_AVAILABLE)}</span>
      </div>
    )
  }
  return (
    <img
      {...imgProps}
      src={url}
      srcSet={srcSet(url)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={`bg-sand object-cover ${className}`}
    />
  )
}
