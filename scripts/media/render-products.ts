// Renders 2–3 distinct studio photos per demo product, each as WebP at 320, 640 and 960 px.
// Usage: node scripts/media/render-products.ts [--only <text>] [--preview <dir>] [--force]
// Existing files are kept unless --force (the output is deterministic, so a rerun can resume).
import { existsSync, mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { BRANDS } from '../../apps/api/src/seed/data/brands.ts'
import { draftProduct, type ProductDraft } from '../../apps/api/src/seed/catalogue/draft-product.ts'
import { DEMO_PRODUCTS, DEMO_SEED } from '../../apps/api/src/seed/demo-constants.ts'
import { PRODUCT_WIDTHS, productPhotoUrl } from '../../apps/api/src/seed/media-urls.ts'
import { createRng } from '../../apps/api/src/seed/random.ts'
import { mix } from './lib/colour.ts'
import { mediaPath, runPool, writeWebp } from './lib/encode.ts'
import { detailShot, lifestyleShot, studioShot } from './lib/scene.ts'
import type { Paint } from './lib/svg.ts'
import { KIND_TINTS } from './lib/tints.ts'
import { SHAPES } from './shapes/index-by-name.ts'

const distance = (a: string, b: string) => {
  const [x, y] = [a, b].map((c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)))
  return Math.hypot(...x!.map((v, i) => v - y![i]!))
}

function paintFor(d: ProductDraft, n: number): Paint {
  const look = createRng('paint', d.media.mediaKey)
  const hasColours = d.options.some((o) => o.name === 'Color')
  const tints = KIND_TINTS[d.kind.id]
  const body = hasColours ? d.media.photoColours[n - 1]! : tints ? look.pick(tints) : d.brand.colour
  // The label and trims use the brand colour unless the body already is that colour.
  const accent = distance(body, d.brand.colour) < 90 ? mix(d.brand.colour, '#f3d27a', 0.6) : d.brand.colour
  return { id: `p${n}`, body, accent, label: d.look.label, brand: d.brand.name, detail: d.look.detail, vary: look.next() }
}

function sticker(d: ProductDraft, rng: ReturnType<typeof createRng>) {
  const since = 2014 + (BRANDS.indexOf(d.brand) % 10)
  return rng.pick([`MADE IN\n${d.brand.city.toUpperCase()}`, 'ONLY ON\nHAAT', `SINCE\n${since}`, `${d.look.label.split(' ')[0]}\n${d.look.detail.split(',')[0]}`])
}

export function productSvgs(d: ProductDraft): string[] {
  return Array.from({ length: d.media.photos }, (_, k) => {
    const n = k + 1
    const paint = paintFor(d, n)
    const drawn = SHAPES[d.look.shape](paint)
    const rng = createRng('shot', d.media.mediaKey, n)
    if (n === 1) return studioShot(paint, drawn, rng)
    if (n === 2) return detailShot(paint, drawn, rng, sticker(d, rng))
    return lifestyleShot(paint, drawn, rng)
  })
}

export async function renderProducts(opts: { only?: string; preview?: string; force?: boolean } = {}) {
  mkdirSync(mediaPath('products'), { recursive: true })
  const now = new Date('2026-01-01T00:00:00Z') // photos do not depend on dates
  const drafts = Array.from({ length: DEMO_PRODUCTS }, (_, i) => draftProduct(DEMO_SEED, i, now)).filter(
    (d) => !opts.only || d.slug.includes(opts.only),
  )
  const jobs = drafts.flatMap((d) =>
    productSvgs(d).map((svg, k) => async () => {
      const file = (w: number) => mediaPath(productPhotoUrl(d.media.mediaKey, k + 1, w))
      if (!opts.force && !opts.preview && PRODUCT_WIDTHS.every((w) => existsSync(file(w)))) return
      await writeWebp(svg, PRODUCT_WIDTHS.map((w) => ({ width: w, file: file(w) })), opts.preview)
    }),
  )
  await runPool(jobs, 2)
  return jobs.length
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, preview: { type: 'string' }, force: { type: 'boolean' } },
  })
  const count = await renderProducts(values)
  console.log(`rendered ${count} product photos`)
}
