// Every picture a product names goes through the media pipeline (sharp → WebP sizes in the media
// store). A picture used by several products or variants is read once per import. A picture that is
// refused (not an image, animated, too large, truncated, unreachable) refuses its product, at its line.
import type { CheckedProduct } from './check-products.ts'
import type { RowProblem } from './import-report.ts'
import type { StoredImage } from './product-state.ts'

export type ImageIngest = (source: string, opts: { store: boolean }) => Promise<StoredImage>
export type PlacedProduct = {
  checked: CheckedProduct
  images: StoredImage[]
  variantImages: Array<string | null>
}

/** Two pictures at a time: sharp keeps both cores busy with that. */
const CONCURRENCY = 2

export async function placeImages(
  checked: CheckedProduct[],
  ingest: ImageIngest,
  opts: { store: boolean; onProgress?: (stage: 'images', done: number, total: number) => void },
): Promise<{ ready: PlacedProduct[]; problems: RowProblem[] }> {
  const seen = new Map<string, Promise<StoredImage>>()
  const once = (source: string) => {
    let p = seen.get(source)
    if (!p) seen.set(source, (p = ingest(source, { store: opts.store })))
    return p
  }
  const results: Array<PlacedProduct | RowProblem> = new Array(checked.length)
  let next = 0
  let done = 0
  async function worker() {
    while (next < checked.length) {
      const i = next++
      const c = checked[i]!
      const { line, handle, lineFor } = c.candidate
      try {
        const images = []
        for (const src of c.product.images) images.push(await once(src).catch(failAt(src, line)))
        const variantImages = []
        for (const [n, v] of c.product.variants.entries())
          variantImages.push(
            v.image
              ? (await once(v.image).catch(failAt(v.image, lineFor?.(['variants', n]) ?? line))).url
              : null,
          )
        results[i] = { checked: c, images, variantImages }
      } catch (err) {
        const e = err as Error & { line?: number | null }
        results[i] = { line: e.line ?? line, handle, reason: e.message }
      }
      opts.onProgress?.('images', ++done, checked.length)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return {
    ready: results.filter((r): r is PlacedProduct => 'checked' in r),
    problems: results.filter((r): r is RowProblem => !('checked' in r)),
  }
}

function failAt(source: string, line: number | null) {
  return (err: Error): never => {
    throw Object.assign(new Error(`image '${source}': ${err.message}`), { line })
  }
}
