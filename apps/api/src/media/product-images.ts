// A product picture → the responsive WebP sizes the store serves (320/640/960, square, like the demo
// photos; packages/domain format/media.ts derives srcsets from the 960 URL). Refused with a message:
// what is not an image, animated images, pictures over MAX_INPUT_PIXELS (decompression bombs: sharp's
// limitInputPixels stops the decoder) and truncated files (failOn 'truncated'). Names are the content's
// hash, so the same picture imported twice is the same file and the same URL.
import { createHash } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import { PRODUCT_IMAGE_WIDTHS } from '@haat/domain/format/media'
import { mediaUrl, type MediaStore } from './media-store.ts'

/** 40 megapixels: a 7,000 × 5,700 photo passes, a 100,000 × 100,000 bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000
const LARGEST = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1]!
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }

export type StoredPicture = { url: string; width: number; height: number }

export class ImageRefused extends Error {}

async function checkPicture(bytes: Buffer) {
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new ImageRefused('is not an image sharp can read (JPEG, PNG, WebP, AVIF, GIF, TIFF)')
  }
  if ((meta.pages ?? 1) > 1) throw new ImageRefused('is animated; upload a still picture')
  const pixels = (meta.width ?? 0) * (meta.height ?? 0)
  if (pixels > MAX_INPUT_PIXELS)
    throw new ImageRefused(`is ${meta.width} × ${meta.height} pixels, over the ${MAX_INPUT_PIXELS / 1e6} megapixel limit`)
}

async function renderWidths(bytes: Buffer): Promise<Buffer[]> {
  try {
    const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate()
    // Decode once at the largest size, then make the smaller ones from that.
    const largest = await base
      .resize({ width: LARGEST, height: LARGEST, fit: 'contain', background: WHITE })
      .flatten({ background: WHITE })
      .png()
      .toBuffer()
    return Promise.all(
      PRODUCT_IMAGE_WIDTHS.map((w) => sharp(largest).resize({ width: w, height: w }).webp({ quality: 80 }).toBuffer()),
    )
  } catch (err) {
    throw new ImageRefused(`could not be decoded (${(err as Error).message.split('\n')[0]}): is it truncated?`)
  }
}

export async function storeProductPicture(
  store: MediaStore,
  bytes: Buffer,
  opts: { store: boolean } = { store: true },
): Promise<StoredPicture> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
  const key = (w: number) => `u/products/${hash}-${w}.webp`
  const result = { url: mediaUrl(key(LARGEST)), width: LARGEST, height: LARGEST }
  // Already stored: the same bytes were checked and rendered before.
  if (await store.has(key(LARGEST))) return result
  await checkPicture(bytes)
  const rendered = await renderWidths(bytes)
  if (opts.store) {
    // The largest last: its presence means every size is there.
    for (const [i, w] of PRODUCT_IMAGE_WIDTHS.entries()) await store.put(key(w), rendered[i]!, 'image/webp')
  }
  return result
}
