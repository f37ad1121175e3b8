// The committed media folder holds every file the demo catalogue points at, in every width.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mediaVariant } from '@haat/domain/format/media'
import { describe, expect, test } from 'vitest'
import { generateCatalogue } from '../../src/seed/generate-catalogue.ts'
import { PRODUCT_WIDTHS, SIZE_CHART_WIDTHS, WIDE_WIDTHS } from '../../src/seed/media-urls.ts'

const root = fileURLToPath(new URL('../../../../media/', import.meta.url))
const onDisk = (url: string) => existsSync(join(root, url.replace(/^\/media\//, '')))
const demo = generateCatalogue()

function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => sum + (e.isDirectory() ? sizeOf(join(dir, e.name)) : statSync(join(dir, e.name)).size),
    0,
  )
}

describe('committed media', () => {
  test('every product photo exists at 320, 640 and 960 px', () => {
    const missing = demo.files
      .filter((f) => f.fileType === 'image')
      .flatMap((f) => PRODUCT_WIDTHS.map((w) => mediaVariant(f.url, w)))
      .filter((url) => !onDisk(url))
    expect(missing).toEqual([])
  })

  test('variant images, tapes, posters and video files exist', () => {
    const urls = [
      ...demo.variants.map((v) => v.imageUrl!),
      ...demo.tapes.flatMap((t) => [t.url, t.thumbnailUrl]),
      ...demo.files.filter((f) => f.fileType === 'video').map((f) => f.url),
    ]
    expect(urls.filter((u) => !onDisk(u))).toEqual([])
  })

  test('brand logos and banners, category icons, guide heroes, curators and size charts exist', () => {
    const urls = [
      ...demo.brands.flatMap((b) => [b.logoUrl, ...WIDE_WIDTHS.map((w) => mediaVariant(b.bannerUrl!, w))]),
      ...demo.categories.flatMap((c) => (c.iconUrl ? [c.iconUrl] : [])),
      ...demo.guides.flatMap((g) => [g.curatorPhotoUrl!, ...WIDE_WIDTHS.map((w) => mediaVariant(g.imageUrl, w))]),
      ...demo.products.flatMap((p) => p.sizeChart?.images ?? []).flatMap((u) => SIZE_CHART_WIDTHS.map((w) => mediaVariant(u, w))),
    ]
    expect([...new Set(urls)].filter((u) => !onDisk(u))).toEqual([])
  })

  test('six home banners in both widths', () => {
    for (let n = 1; n <= 6; n++) for (const w of WIDE_WIDTHS) expect(onDisk(`/media/banners/home-${n}-${w}.webp`)).toBe(true)
  })

  test('the whole folder stays under 30 MB', () => {
    expect(sizeOf(root)).toBeLessThan(30 * 1024 * 1024)
  })
})
