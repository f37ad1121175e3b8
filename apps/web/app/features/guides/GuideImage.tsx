// A guide's picture (8:5, stored 640 and 1280 px wide). Decorative: the guide's name is always beside it.
import { guideSrcSet } from './guide-image.ts'

type Props = { url: string; sizes: string; priority?: boolean; className?: string }

export function GuideImage({ url, sizes, priority = false, className = '' }: Props) {
  return (
    <img
      src={url}
      srcSet={guideSrcSet(url)}
      sizes={sizes}
      alt=""
      width={1280}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      draggable={false}
      className={`bg-sand object-cover ${className}`}
    />
  )
}
