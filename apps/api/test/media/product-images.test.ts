// Pictures through sharp into the store's WebP sizes, and the ones refused with a message: not an
// image, animated, a decompression bomb, truncated. Real files made with sharp; a real local store.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, test } from 'vitest'
import { localMediaStore } from '../../src/media/local-media-store.ts'
import { storeProductPicture } from '../../src/media/product-images.ts'

const root = mkdtempSync(join(tmpdir(), 'haat-pictures-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const store = localMediaStore(root)
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })

describe('storeProductPicture', () => {
  test('a JPEG becomes square WebP at 320, 640 and 960, named by its content', async () => {
    const jpeg = await solid(1200, 800).jpeg().toBuffer()
    const stored = await storeProductPicture(store, jpeg)
    expect(stored).toMatchObject({ width: 960, height: 960 })
    expect(stored.url).toMatch(/^\/media\/u\/products\/[0-9a-f]{20}-960\.webp$/)
    for (const w of [320, 640, 960]) {
      const key = stored.url.replace('/media/', '').replace('-960', `-${w}`)
      const file = await store.get(key)
      const meta = await sharp(await streamBytes(file!.body)).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: w, height: w })
    }
    expect(await storeProductPicture(store, jpeg)).toEqual(stored)
  })

  test('a check-only run renders but stores nothing', async () => {
    const png = await solid(300, 300).png().toBuffer()
    const stored = await storeProductPicture(store, png, { store: false })
    expect(await store.has(stored.url.replace('/media/', ''))).toBe(false)
  })

  test('what is not an image is refused', async () => {
    await expect(storeProductPicture(store, Buffer.from('<html>not a picture</html>'))).rejects.toThrow(
      'is not an image sharp can read',
    )
  })

  test('animated GIF and WebP are refused', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 20, channels: 4, background } }).png().toBuffer()
    const frames = await Promise.all([frame('#0f0'), frame('#f00')])
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer()
    const webp = await sharp(frames, { join: { animated: true } }).webp().toBuffer()
    expect((await sharp(gif).metadata()).pages).toBe(2)
    await expect(storeProductPicture(store, gif)).rejects.toThrow('is animated; upload a still picture')
    await expect(storeProductPicture(store, webp)).rejects.toThrow('is animated; upload a still picture')
  })

  test('a decompression bomb (a tiny file of 60 megapixels) is refused before decoding', async () => {
    const bomb = await solid(10_000, 6_000).png({ compressionLevel: 9 }).toBuffer()
    expect(bomb.length).toBeLessThan(1_000_000)
    await expect(storeProductPicture(store, bomb)).rejects.toThrow('is 10000 × 6000 pixels, over the 40 megapixel limit')
  })

  test('a truncated JPEG is refused', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer()
    await expect(storeProductPicture(store, jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toThrow(
      /could not be decoded .*: is it truncated\?/,
    )
  })
})

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer))
  return Buffer.concat(chunks)
}
