// A brand's logo → one 320 × 320 WebP (cards show it at 56 px, the brand page at 112 px, up to 3× on
// phones), the whole logo fitted on white, after picture-check.ts's checks (decision 0769).
import type { MediaStore } from './media-store.ts'
import { decodeOrRefuse, storePictureSizes } from './picture-check.ts'

const SIZE = 320
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }

function renderLogo(bytes: Buffer): Promise<Buffer[]> {
  return decodeOrRefuse(bytes, async (base) => [
    await base
      .resize({ width: SIZE, height: SIZE, fit: 'contain', background: WHITE })
      .flatten({ background: WHITE })
      .webp({ quality: 85 })
      .toBuffer(),
  ])
}

/** Answers the logo's URL (/media/u/logos/<hash>-320.webp). */
export function storeBrandLogo(store: MediaStore, bytes: Buffer): Promise<string> {
  return storePictureSizes(store, bytes, { folder: 'logos', widths: [SIZE], render: renderLogo })
}
