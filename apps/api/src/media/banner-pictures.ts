// A home banner's picture → the 640w and 1280w WebP the carousel serves (decision 0768), cropped to the
// banners' 3:1 (1280 × 427) around the picture's busiest part, after picture-check.ts's checks.
import { BANNER_HEIGHT, BANNER_WIDTHS } from '@haat/domain/catalog/home-banner'
import { loadSharp } from './load-sharp.ts'
import type { MediaStore } from './media-store.ts'
import { decodeOrRefuse, storePictureSizes } from './picture-check.ts'

const [SMALL, LARGE] = BANNER_WIDTHS

function renderBanner(bytes: Buffer): Promise<Buffer[]> {
  return decodeOrRefuse(bytes, async (base) => {
    const sharp = await loadSharp()
    const large = await base
      .resize({ width: LARGE, height: BANNER_HEIGHT, fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: { r: 255, g: 255, b: 255 } })
      .png()
      .toBuffer()
    const small = sharp(large).resize({ width: SMALL }).webp({ quality: 80 }).toBuffer()
    return Promise.all([small, sharp(large).webp({ quality: 82 }).toBuffer()])
  })
}

/** Answers the 1280w picture's URL (the 640w is beside it, named the same with -640). */
export function storeBannerPicture(store: MediaStore, bytes: Buffer): Promise<string> {
  return storePictureSizes(store, bytes, { folder: 'banners', widths: BANNER_WIDTHS, render: renderBanner })
}
