import { ProductImage } from './ProductImage.tsx'

const sizes = { 72: 'size-18', 80: 'size-20' }

/** A small square product photo (buy card, variant sheet, bag lines); decorative, the name is beside it. */
export function Thumb({ url, size = 80 }: { url: string | null | undefined; size?: 72 | 80 }) {
  return (
    <ProductImage
      url={url}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      className={`${sizes[size]} shrink-0 rounded-xl border border-line`}
    />
  )
}
