// A guide's banner (16:7, stored 640 and 1280 px wide). Decorative: the guide's name is always beside it.
// If it fails to load, the frame keeps its size in plain sand (spec §8: banners fall back to a colour).
import { guideSrcSet } from './guide-image.ts'
import { useImageFailed } from './use-image-failed.ts'

type Props = { url: string; sizes: string; priority?: boolean; className?: string }

export function GuideImage({ url, sizes, priority = false, className = '' }: Props) {
  const { ref, failed, onError } = useImageFailed(url)
  if (failed)
    return <div aria-hidden="true" data-testid="guide-image-fallback" className={`bg-sand ${className}`} />
  return (
    <img
      ref={ref}
      src={url}
      srcSet={guideSrcSet(url)}
      sizes={sizes}
      alt=""
      width={1280}
      height={560}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      draggable={false}
      onError={onError}
      className={`bg-sand object-cover ${className}`}
    />
  )
}
