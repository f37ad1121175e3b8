// A product picture → the responsive WebP sizes the store serves (320/640/960, square, like the demo
// photos; packages/domain format/media.ts derives srcsets from the 960 URL), after the checks of
// picture-check.ts. Names are the content's hash, so the same picture imported twice is the same file.
import { PRODUCT_IMAGE_WIDTHS } from '@haat/domain/format/media'
import { loadSharp } from './load-sharp.ts'
import type { MediaStore } from './media-store.ts'
import { decodeOrRefuse, storePictureSizes } from './picture-check.ts'

const LARGEST = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1]!
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }

export type StoredPicture = { url: string; width: number; height: number }

function renderWidths(bytes: Buffer): Promise<Buffer[]> {
  return decodeOrRefuse(bytes, async (base) => {
    const sharp = await loadSharp()
    // Decode once at the largest size, then make the smaller ones from that.
    const largest = await base
      .resize({ width: LARGEST, height: LARGEST, fit: 'contain', background: WHITE })
      .flatten({ background: WHITE })
      .png()
      .toBuffer()
    return Promise.all(
      PRODUCT_IMAGE_WIDTHS.map((w) => sharp(largest).resize({ width: w, height: w }).webp({ quality: 80 }).toBuffer()),
    )
  })
}

export async function storeProductPicture(
  store: MediaStore,
  bytes: Buffer,
  opts: { store: boolean } = { store: true },
): Promise<StoredPicture> {
  const url = await storePictureSizes(store, bytes, {
    folder: 'products',
    widths: PRODUCT_IMAGE_WIDTHS,
    render: renderWidths,
    store: opts.store,
  })
  return { url, width: LARGEST, height: LARGEST }
}
