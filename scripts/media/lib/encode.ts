// SVG → WebP with sharp, and paths into the committed media folder.
import { mkdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

export const MEDIA_ROOT = fileURLToPath(new URL('../../../media/', import.meta.url))

/** '/media/products/x-1-960.webp' or 'products' → absolute path inside the media folder. */
export const mediaPath = (urlOrDir: string) => join(MEDIA_ROOT, urlOrDir.replace(/^\/media\//, ''))

export const WEBP_QUALITY = 75

/** Renders the SVG (or takes the PNG) once at the largest width and scales it down for the others. */
export async function writeWebp(image: string | Buffer, outputs: Array<{ width: number; file: string }>, previewDir?: string) {
  const largest = Math.max(...outputs.map((o) => o.width))
  const master = await sharp(typeof image === 'string' ? Buffer.from(image) : image).resize({ width: largest }).png().toBuffer()
  for (const { width, file } of outputs) {
    mkdirSync(dirname(file), { recursive: true })
    await sharp(master).resize({ width, kernel: 'lanczos3' }).webp({ quality: WEBP_QUALITY, effort: 4 }).toFile(file)
  }
  if (previewDir) {
    mkdirSync(previewDir, { recursive: true })
    await sharp(master).resize({ width: 480 }).png().toFile(join(previewDir, basename(outputs[0]!.file).replace(/\.webp$/, '.png')))
  }
}

/** Runs async jobs with at most `size` at once. */
export async function runPool(jobs: Array<() => Promise<void>>, size: number) {
  let next = 0
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!()
  }
  await Promise.all(Array.from({ length: Math.min(size, jobs.length) }, worker))
}
