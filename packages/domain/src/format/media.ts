// Responsive image helpers. Demo media are stored as `<name>-<width>.webp` (see media/README.md);
// the database keeps the largest variant's URL, and these derive the others from it.

/** Widths every product photo exists in. */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const

const WIDTH_SUFFIX = /-(\d+)\.webp$/

/** The same image at another width: '/media/products/x-1-960.webp' → '/media/products/x-1-320.webp'.
 *  URLs that do not follow the naming (external, SVG, video) come back unchanged. */
export function mediaVariant(url: string, width: number): string {
  return WIDTH_SUFFIX.test(url) ? url.replace(WIDTH_SUFFIX, `-${width}.webp`) : url
}

/** A srcset for an image stored in several widths, or undefined when the URL has no width variants. */
export function srcSet(url: string, widths: readonly number[] = PRODUCT_IMAGE_WIDTHS): string | undefined {
  if (!WIDTH_SUFFIX.test(url)) return undefined
  return widths.map((w) => `${mediaVariant(url, w)} ${w}w`).join(', ')
}
