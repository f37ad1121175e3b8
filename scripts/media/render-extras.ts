// Everything but product photos and tapes: category icons, brand logos and banners, guide heroes,
// curator portraits, size charts and the six home banners. Banners reuse rendered product photos,
// so run render-products.ts first.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { BRANDS } from '../../apps/api/src/seed/data/brands.ts'
import { CATEGORY_TREE } from '../../apps/api/src/seed/data/categories.ts'
import { GUIDES } from '../../apps/api/src/seed/data/guides.ts'
import { draftProduct, type ProductDraft } from '../../apps/api/src/seed/catalogue/draft-product.ts'
import { DEMO_PRODUCTS, DEMO_SEED } from '../../apps/api/src/seed/demo-constants.ts'
import { fixedCatalogue } from '../../apps/api/src/seed/generate-catalogue.ts'
import * as urls from '../../apps/api/src/seed/media-urls.ts'
import { inkOn, shade } from './lib/colour.ts'
import { mediaPath, writeWebp } from './lib/encode.ts'
import { categoryIconSvg } from './lib/icons.ts'
import { portraitSvg } from './lib/portrait.ts'
import { howToMeasureSvg, SIZE_CHARTS, sizeChartSvg } from './lib/size-charts.ts'
import { esc } from './lib/svg.ts'
import { withTiles } from './lib/tiles.ts'
import { rightTiles, wideBackground, type WideText } from './lib/wide.ts'
import { HOME_BANNERS } from './home-banners.ts'

/** Curators drawn with long hair, earrings and a bindi; the others with short hair. */
const LONG_HAIR = new Set(['Ananya Iyer', 'Kavya Nair', 'Sneha Kulkarni', 'Meera Joshi', 'Farah Siddiqui'])
const W = 1280
const H = 427
const write = (url: string, text: string) => {
  mkdirSync(dirname(mediaPath(url)), { recursive: true })
  writeFileSync(mediaPath(url), text)
}

function logoSvg(name: string, colour: string): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w) && w !== 'Co.')
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
  <circle cx="120" cy="120" r="118" fill="${colour}"/><circle cx="120" cy="120" r="104" fill="none" stroke="${inkOn(colour)}" stroke-opacity="0.45" stroke-width="3"/>
  <text x="120" y="146" font-family="Fraunces, Georgia, serif" font-style="italic" font-weight="700" font-size="${initials.length > 1 ? 84 : 104}" fill="${inkOn(colour)}" text-anchor="middle">${esc(initials)}</text>
  <text x="120" y="190" font-family="'Plus Jakarta Sans', Arial, sans-serif" font-weight="700" font-size="17" letter-spacing="2" fill="${inkOn(colour)}" text-anchor="middle" opacity="0.85">${esc(name.toUpperCase())}</text>
</svg>\n`
}

async function wide(url: (w: number) => string, colour: string, text: WideText, drafts: ProductDraft[], height = H) {
  const tiles = rightTiles(W, height, drafts.map((d, i) => ({ mediaKey: d.media.mediaKey, photo: (i % d.media.photos) + 1 })))
  const png = await withTiles(wideBackground(W, height, colour, text), tiles)
  await writeWebp(png, urls.WIDE_WIDTHS.map((w) => ({ width: w, file: mediaPath(url(w)) })))
}

export async function renderExtras() {
  const now = new Date('2026-01-01T00:00:00Z')
  const demo = Array.from({ length: DEMO_PRODUCTS }, (_, i) => draftProduct(DEMO_SEED, i, now))
  for (const c of CATEGORY_TREE) write(urls.categoryIconUrl(c.paramName), categoryIconSvg(c.paramName))
  for (const g of GUIDES) {
    await writeWebp(portraitSvg(g.curatorName, { longHair: LONG_HAIR.has(g.curatorName) }), [{ width: 320, file: mediaPath(urls.curatorPhotoUrl(urls.slugify(g.curatorName))) }])
  }
  for (const [key, chart] of Object.entries(SIZE_CHARTS)) {
    await writeWebp(sizeChartSvg(chart), urls.SIZE_CHART_WIDTHS.map((w) => ({ width: w, file: mediaPath(urls.sizeChartUrl(key, w)) })))
  }
  await writeWebp(howToMeasureSvg(), urls.SIZE_CHART_WIDTHS.map((w) => ({ width: w, file: mediaPath(urls.sizeChartUrl('how-to-measure', w)) })))
  for (const b of BRANDS) {
    write(urls.brandLogoUrl(b.slug), logoSvg(b.name, b.colour))
    const own = demo.filter((d) => d.brand.slug === b.slug)
    await wide((w) => urls.brandBannerUrl(b.slug, w), shade(b.colour, 0.1), { kicker: `Made in ${b.city}`, title: b.name, line: b.tagline }, own)
  }
  const { fixed } = fixedCatalogue({ seed: DEMO_SEED, now })
  for (const g of fixed.guides) {
    const picks = fixed.guideProducts.filter((gp) => gp.guideId === g.id).map((gp) => demo[gp.productId - 1]!)
    const seed = GUIDES.find((s) => s.slug === g.slug)!
    const colour = ['#0f766e', '#1e3a8a', '#9d174d', '#b45309', '#3f6212', '#7c2d12', '#4c1d95', '#155e75'][g.id % 8]!
    await wide((w) => urls.guideHeroUrl(g.slug, w), colour, { kicker: `Curated by ${seed.curatorName}`, title: g.name, line: g.headline }, picks, 560)
  }
  for (const [i, banner] of HOME_BANNERS.entries()) {
    const picks = banner.products(demo)
    await wide((w) => urls.homeBannerUrl(i + 1, w), banner.colour, banner.text, picks)
  }
}

if (import.meta.main) {
  await renderExtras()
  console.log('rendered icons, logos, banners, guide heroes, portraits and size charts')
}
