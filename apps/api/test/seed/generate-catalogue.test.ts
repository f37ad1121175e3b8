import { describe, expect, test } from 'vitest'
import { TOP_CATEGORY_PARAMS, HOME_CATEGORY_ICONS } from '@haat/domain/constants/navigation'
import { DEFAULT_SWATCH } from '@haat/domain/rules/color'
import { swatchColor } from '@haat/domain/rules/color-names'
import { REAL_COLOURS } from '../../src/seed/data/colours.ts'
import { DEMO_PRODUCTS } from '../../src/seed/demo-constants.ts'
import { generateCatalogue } from '../../src/seed/generate-catalogue.ts'

const now = new Date('2026-11-22T00:00:00Z')
const demo = generateCatalogue({ now })

const optionsOf = (productId: number) => demo.options.filter((o) => o.productId === productId)
const variantsOf = (productId: number) => demo.variants.filter((v) => v.productId === productId)

describe('brands, categories, tags', () => {
  test('at least 24 brands, exactly 8 featured, both sales channels', () => {
    expect(demo.brands.length).toBeGreaterThanOrEqual(24)
    expect(demo.brands.filter((b) => b.featured)).toHaveLength(8)
    expect(demo.brands.filter((b) => b.salesChannel === 'SHOPIFY').length).toBeGreaterThanOrEqual(3)
    expect(demo.brands.filter((b) => b.salesChannel === 'HAAT').length).toBeGreaterThanOrEqual(3)
  })

  test('the spec’s top categories, each with 2–5 subcategories', () => {
    const top = demo.categories.filter((c) => c.parentId === null)
    expect(top.map((c) => c.paramName).sort()).toEqual([...TOP_CATEGORY_PARAMS].sort())
    for (const c of top) {
      const subs = demo.categories.filter((s) => s.parentId === c.id)
      expect(subs.length, c.paramName).toBeGreaterThanOrEqual(2)
      expect(subs.length, c.paramName).toBeLessThanOrEqual(5)
      expect(c.iconUrl).toMatch(/^\/media\/categories\/.+\.svg$/)
    }
    expect(top.find((c) => c.paramName === 'food-drink')?.name).toBe('Food & Drink')
  })

  test('the home icon row categories come first, in the row’s order', () => {
    const top = demo.categories.filter((c) => c.parentId === null).sort((a, b) => a.position! - b.position!)
    expect(top.slice(0, 11).map((c) => c.paramName)).toEqual(HOME_CATEGORY_ICONS.map((i) => i.category))
  })

  test('every category and subcategory has products', () => {
    for (const c of demo.categories) {
      const count = demo.products.filter((p) => p.categoryId === c.id || p.subcategoryId === c.id).length
      expect(count, c.paramName).toBeGreaterThan(0)
    }
  })

  test('at least 40 tags; every product has 1–5', () => {
    expect(demo.tags.length).toBeGreaterThanOrEqual(40)
    for (const p of demo.products) {
      const n = demo.productTags.filter((t) => t.productId === p.id).length
      expect(n).toBeGreaterThanOrEqual(1)
      expect(n).toBeLessThanOrEqual(5)
    }
  })
})

describe('products', () => {
  const products = demo.products

  test('at least 200 products, unique slugs, whole-rupee prices from ₹149 to ₹24,999', () => {
    expect(products).toHaveLength(DEMO_PRODUCTS)
    expect(products.length).toBeGreaterThanOrEqual(200)
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length)
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true)
      expect(p.price).toBeGreaterThanOrEqual(149)
      expect(p.price).toBeLessThanOrEqual(24_999)
    }
  })

  test('15–25 % are popular (50 or more upvotes)', () => {
    const share = products.filter((p) => (p.upvoteCount ?? 0) >= 50).length / products.length
    expect(share).toBeGreaterThanOrEqual(0.15)
    expect(share).toBeLessThanOrEqual(0.25)
  })

  test('offers of both types within their ranges; about a quarter without', () => {
    const percent = products.filter((p) => p.offerType === 'PERCENT')
    const amount = products.filter((p) => p.offerType === 'AMOUNT')
    const none = products.filter((p) => p.offerType === null)
    expect(percent.length).toBeGreaterThan(10)
    expect(amount.length).toBeGreaterThan(10)
    expect(none.length / products.length).toBeGreaterThan(0.15)
    expect(none.length / products.length).toBeLessThan(0.35)
    for (const p of percent) {
      expect(p.offerValue).toBeGreaterThanOrEqual(5)
      expect(p.offerValue).toBeLessThanOrEqual(40)
    }
    for (const p of amount) {
      expect(p.offerValue).toBeGreaterThanOrEqual(50)
      expect(p.offerValue).toBeLessThanOrEqual(2000)
      expect(p.offerValue!).toBeLessThan(p.price)
    }
    for (const p of [...percent, ...amount]) expect(p.offerCode).toMatch(/^[A-Z]+\d+$/)
  })

  test('launched within the last 18 months', () => {
    const oldest = new Date(now)
    oldest.setUTCMonth(oldest.getUTCMonth() - 18)
    for (const p of products) {
      expect(p.launchedOn.getTime()).toBeLessThanOrEqual(now.getTime())
      expect(p.launchedOn.getTime()).toBeGreaterThanOrEqual(oldest.getTime())
    }
  })

  test('some products lack shipping details, return policy or buy URL', () => {
    expect(products.some((p) => p.shippingDetails === null)).toBe(true)
    expect(products.some((p) => p.returnPolicy === null)).toBe(true)
    expect(products.some((p) => p.buyUrl !== null)).toBe(true)
    expect(products.some((p) => p.buyUrl === null)).toBe(true)
  })

  test('2–3 distinct photos per product, stored at 960 × 960', () => {
    for (const p of products) {
      const photos = demo.files.filter((f) => f.productId === p.id && f.fileType === 'image')
      expect(photos.length).toBeGreaterThanOrEqual(2)
      expect(photos.length).toBeLessThanOrEqual(3)
      for (const f of photos) {
        expect(f.url).toMatch(new RegExp(`^/media/products/${p.slug}-\\d-960\\.webp$`))
        expect([f.width, f.height]).toEqual([960, 960])
      }
    }
    expect(new Set(demo.files.map((f) => f.url)).size).toBe(demo.files.length)
  })
})

describe('options and variants', () => {
  test('title-only products have one "Title" option valued "Default Title" and one variant', () => {
    const titleOnly = demo.products.filter((p) => optionsOf(p.id).some((o) => o.name === 'Title'))
    expect(titleOnly.length).toBeGreaterThan(20)
    for (const p of titleOnly) {
      expect(optionsOf(p.id)).toMatchObject([{ name: 'Title', values: ['Default Title'] }])
      expect(variantsOf(p.id)).toHaveLength(1)
    }
  })

  test('Color options use real colours and some names that fall back to the grey swatch', () => {
    const values = demo.options.filter((o) => o.name === 'Color').flatMap((o) => o.values)
    expect(values.some((v) => swatchColor(v) === DEFAULT_SWATCH)).toBe(true)
    expect(values.some((v) => swatchColor(v) !== DEFAULT_SWATCH)).toBe(true)
    expect(values).toContain('Sunset Blush')
    for (const name of Object.keys(REAL_COLOURS)) expect(swatchColor(name), name).not.toBe(DEFAULT_SWATCH)
  })

  test('sized products have size charts; multi-option products have every combination', () => {
    const sized = demo.products.filter((p) => optionsOf(p.id).some((o) => o.name === 'Size'))
    expect(sized.length).toBeGreaterThan(10)
    for (const p of sized) expect(p.sizeChart?.images.length).toBeGreaterThan(0)
    expect(demo.options.some((o) => o.name === 'Size' && o.values.includes('UK 6'))).toBe(true)
    expect(demo.options.some((o) => o.name === 'Size' && o.values.includes('XL'))).toBe(true)
    const colourBySize = demo.products.filter((p) => optionsOf(p.id).length === 2)
    expect(colourBySize.length).toBeGreaterThan(5)
    for (const p of colourBySize) {
      const [a, b] = optionsOf(p.id)
      expect(variantsOf(p.id)).toHaveLength(a!.values.length * b!.values.length)
    }
  })

  test('batch products have a minimum and a Flavor option of 3–5 values', () => {
    const batch = demo.products.filter((p) => p.batchMin !== null)
    expect(batch.length).toBeGreaterThan(5)
    for (const p of batch) {
      expect([6, 12]).toContain(p.batchMin)
      const [flavor] = optionsOf(p.id)
      expect(flavor?.name).toBe('Flavor')
      expect(flavor!.values.length).toBeGreaterThanOrEqual(3)
      expect(flavor!.values.length).toBeLessThanOrEqual(5)
    }
  })

  test('some variants and a few whole products are out of stock', () => {
    expect(demo.variants.some((v) => !v.availableForSale)).toBe(true)
    const soldOut = demo.products.filter((p) => variantsOf(p.id).every((v) => !v.availableForSale))
    expect(soldOut.length).toBeGreaterThanOrEqual(2)
    expect(soldOut.length).toBeLessThan(demo.products.length * 0.1)
  })

  test('platform-channel variants carry Shopify GIDs, the others none', () => {
    const shopify = new Set(demo.brands.filter((b) => b.salesChannel === 'SHOPIFY').map((b) => b.id))
    const brandOf = new Map(demo.products.map((p) => [p.id, p.brandId]))
    for (const v of demo.variants) {
      if (shopify.has(brandOf.get(v.productId)!))
        expect(v.externalId).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/)
      else expect(v.externalId).toBeNull()
    }
    const gids = demo.variants.flatMap((v) => (v.externalId ? [v.externalId] : []))
    expect(new Set(gids).size).toBe(gids.length)
  })
})

describe('guides and tapes', () => {
  test('at least 6 guides with 6–12 products, curators, heroes; some featured and some for an event', () => {
    expect(demo.guides.length).toBeGreaterThanOrEqual(6)
    for (const g of demo.guides) {
      const n = demo.guideProducts.filter((gp) => gp.guideId === g.id).length
      expect(n, g.slug).toBeGreaterThanOrEqual(6)
      expect(n, g.slug).toBeLessThanOrEqual(12)
      expect(g.curatorName).toBeTruthy()
      expect(g.curatorPhotoUrl).toMatch(/^\/media\/curators\//)
    }
    expect(demo.guides.some((g) => g.featured)).toBe(true)
    expect(demo.guides.some((g) => g.eventName && g.categories!.length > 0)).toBe(true)
  })

  test('at least 16 tapes, each a 6 s clip with a poster', () => {
    expect(demo.tapes.length).toBeGreaterThanOrEqual(16)
    for (const t of demo.tapes) {
      expect(t.url).toMatch(/^\/media\/tapes\/.+\.mp4$/)
      expect(t.thumbnailUrl).toMatch(/^\/media\/tapes\/.+\.webp$/)
      expect(t.durationMs).toBe(6000)
    }
  })
})

describe('determinism and scale', () => {
  test('the same seed gives the same catalogue', () => {
    expect(generateCatalogue({ seed: 7, now })).toEqual(generateCatalogue({ seed: 7, now }))
  })

  test('another seed changes the numbers but keeps identities and photos', () => {
    const other = generateCatalogue({ seed: 8, now })
    expect(other.products.map((p) => p.slug)).toEqual(demo.products.map((p) => p.slug))
    expect(other.files).toEqual(demo.files)
    expect(other.products.map((p) => p.price)).not.toEqual(demo.products.map((p) => p.price))
  })

  test('a larger load keeps unique slugs and reuses the demo photos', () => {
    const big = generateCatalogue({ products: DEMO_PRODUCTS * 5 + 17, now })
    expect(new Set(big.products.map((p) => p.slug)).size).toBe(big.products.length)
    const demoPhotos = new Set(demo.files.map((f) => f.url))
    for (const f of big.files) expect(demoPhotos.has(f.url), f.url).toBe(true)
    expect(big.products.slice(0, DEMO_PRODUCTS).map((p) => p.slug)).toEqual(demo.products.map((p) => p.slug))
  })
})
