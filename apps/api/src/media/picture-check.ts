// The checks every uploaded or imported picture passes before sharp renders it (product photos, home
// banners, brand logos), each refusal a message for the operator: what is not an image, animated
// images, pictures over MAX_INPUT_PIXELS (decompression bombs: sharp's limitInputPixels stops the
// decoder) and truncated files (failOn 'truncated', in `decodeOrRefuse`).
import { createHash } from 'node:crypto'
import type { Metadata, Sharp } from 'sharp'
import { loadSharp } from './load-sharp.ts'
import { mediaUrl, type MediaStore } from './media-store.ts'

/** 40 megapixels: a 7,000 × 5,700 photo passes, a 100,000 × 100,000 bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000

export class ImageRefused extends Error {}

export async function checkPicture(bytes: Buffer) {
  // Outside the try: a library that fails to load is the server's fault, not a refusal of the picture.
  const sharp = await loadSharp()
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

/** A sharp pipeline over the checked bytes, bomb-capped and strict; a decoding failure is a refusal. */
export async function decodeOrRefuse<T>(bytes: Buffer, render: (image: Sharp) => Promise<T>): Promise<T> {
  const sharp = await loadSharp()
  try {
    return await render(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate())
  } catch (err) {
    throw new ImageRefused(`could not be decoded (${(err as Error).message.split('\n')[0]}): is it truncated?`)
  }
}

/**
 * Checks, renders and stores a picture's WebP sizes as `<folder>/<hash>-<width>.webp`, named by the
 * content's hash so the same picture twice is the same files. Answers the largest size's URL.
 */
export async function storePictureSizes(
  store: MediaStore,
  bytes: Buffer,
  opts: { folder: string; widths: readonly number[]; render: (bytes: Buffer) => Promise<Buffer[]>; store?: boolean },
): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
  const key = (w: number) => `u/${opts.folder}/${hash}-${w}.webp`
  const largest = opts.widths[opts.widths.length - 1]!
  // Already stored: the same bytes were checked and rendered before.
  if (await store.has(key(largest))) return mediaUrl(key(largest))
  await checkPicture(bytes)
  const rendered = await opts.render(bytes)
  if (opts.store ?? true) {
    // The largest last: its presence means every size is there.
    for (const [i, w] of opts.widths.entries()) await store.put(key(w), rendered[i]!, 'image/webp')
  }
  return mediaUrl(key(largest))
}
