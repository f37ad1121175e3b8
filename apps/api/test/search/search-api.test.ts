// GET /api/search and /api/search/suggest on the demo catalogue: facets and their filters, did you
// mean, suggestions, bad input, and the index following catalogue and synonym changes at once.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { searchResultSchema, suggestionsSchema } from '@haat/domain/catalog/search'
import { brands, searchSynonyms } from '../../src/db/schema.ts'
import { buildSearchStore } from '../support/search-store.ts'
import { insertBrand, insertCategory, insertProduct } from '../support/factories.ts'

let ctx: Awaited<ReturnType<typeof buildSearchStore>>

beforeAll(async () => {
  ctx = await buildSearchStore()
}, 120_000)

async function search(query: Record<string, string>) {
  const res = await ctx.app.inject({ url: '/api/search', query })
  expect(res.statusCode, res.body).toBe(200)
  return searchResultSchema.parse(res.json())
}
async function suggest(q: string) {
  const res = await ctx.app.inject({ url: '/api/search/suggest', query: { q } })
  expect(res.statusCode, res.body).toBe(200)
  return suggestionsSchema.parse(res.json()).suggestions
}
const titles = (r: Awaited<ReturnType<typeof search>>) => r.results.content.map((p) => p.title)

describe('results page', () => {
  test('facets count the matches by category, brand, price band and offer; a facet filters', async () => {
    const all = await search({ q: 'oil' })
    const total = all.results.totalElements
    expect(total).toBeGreaterThan(5)
    for (const facet of [all.facets.category, all.facets.brand, all.facets.price])
      expect(facet.reduce((n, v) => n + v.count, 0)).toBe(total)
    const food = all.facets.category.find((c) => c.value === 'food-drink')!
    expect(food.label).toBe('Food & Drink')
    // A brand is labelled with its own name (not the category beside it in the grouped row).
    const every = await search({ q: 'oil', size: '50' })
    const names = new Map(every.results.content.map((p) => [p.brand.brandSlug, p.brand.brandName]))
    for (const b of all.facets.brand) expect(b.label).toBe(names.get(b.value))
    const narrowed = await search({ q: 'oil', category: 'food-drink' })
    expect(narrowed.results.totalElements).toBe(food.count)
    const band = all.facets.price[0]!
    const inBand = await search({ q: 'oil', price: band.value, size: '50' })
    expect(inBand.results.totalElements).toBe(band.count)
    const offers = await search({ q: 'oil', offer: 'yes', size: '50' })
    expect(offers.results.content.every((p) => p.offer !== null)).toBe(true)
    expect(offers.results.totalElements).toBe(all.facets.offer[0]?.count ?? 0)
  })

  test('a drink’s name finds the drink and nothing that merely looks alike', async () => {
    const r = await search({ q: 'kombucha' })
    expect(
      titles(r)
        .slice(0, 3)
        .every((t) => t.includes('Kombucha')),
    ).toBe(true)
    expect(titles(r).some((t) => /charger|cable|power/i.test(t))).toBe(false)
  })

  test('no results: a did-you-mean that itself finds products', async () => {
    // Two edits in a five-letter word is beyond the typo budget (one), but close enough to suggest.
    const misspelt = await search({ q: 'hunny' })
    expect(misspelt.results.totalElements).toBe(0)
    expect(misspelt.didYouMean).toBe('honey')
    expect(titles(await search({ q: misspelt.didYouMean! }))[0]).toMatch(/Honey/)
    const none = await search({ q: 'xqzvw' })
    expect(none.results.totalElements).toBe(0)
    expect(none.didYouMean).toBeNull()
  })

  test('Devanagari is answered in Latin letters', async () => {
    const r = await search({ q: 'शहद' })
    expect(r.understood).toBe('shahad')
    expect(titles(r)[0]).toMatch(/Honey/)
  })
})

describe('suggestions', () => {
  test('products, categories, brands and tags as the shopper types, the last word completed', async () => {
    const s = await suggest('sungl')
    expect(s.filter((x) => x.kind === 'product').every((x) => x.label.includes('Sunglasses'))).toBe(true)
    expect(s[0]!.href).toMatch(/^\/product\//)
    const kinds = new Set(
      [...(await suggest('kom')), ...(await suggest('eyew')), ...(await suggest('vegan'))].map((x) => x.kind),
    )
    expect(kinds).toEqual(new Set(['product', 'brand', 'category', 'tag']))
    const eyewear = (await suggest('eyew')).find((x) => x.kind === 'category')
    expect(eyewear?.href).toBe('/browse-all?subcategory=eyewear')
  })
})

describe('bad input is answered clearly and cheaply', () => {
  test.each([
    ['one character', 'a'],
    ['only punctuation', '!!! ??? ...'],
    ['only emoji', '🛍️🔥😀'],
    ['zero-width characters', '\u200b\u200c\u200d\ufeff'],
    ['SQL text', "'; drop table products; --"],
    ['tsquery syntax', 'oil & !honey | (:* <->'],
    ['regex text', '.*(a+)+$[^]\\'],
    ['mixed scripts', 'कुर्ता kurta Курта 裤'],
    ['200 characters of words', 'honey '.repeat(33)],
  ])('%s → 200 with a page', async (_, q) => {
    const started = performance.now()
    for (const url of ['/api/search', '/api/search/suggest']) {
      const res = await ctx.app.inject({ url, query: { q } })
      expect(res.statusCode, `${url} ${res.body}`).toBe(200)
    }
    expect(performance.now() - started).toBeLessThan(5000)
  })

  test('zero-width characters inside a word are ignored', async () => {
    expect(titles(await search({ q: 'ko\u200bmbu\u200ccha' }))[0]).toMatch(/Kombucha/)
  })

  test('500 characters → 400 naming the limit; no q → 400', async () => {
    for (const url of ['/api/search', '/api/search/suggest']) {
      const long = await ctx.app.inject({ url, query: { q: 'a'.repeat(500) } })
      expect(long.statusCode).toBe(400)
      expect(long.json()).toMatchObject({
        error: expect.any(String),
        message: expect.stringContaining('200'),
      })
      expect((await ctx.app.inject({ url })).statusCode).toBe(400)
    }
  })
})

describe('the index follows the catalogue and the synonyms table at once', () => {
  test('a new product, a renamed brand and a new synonym are searchable immediately', async () => {
    const brand = await insertBrand(ctx.db, { slug: 'zafran-mills', name: 'Zafran Mills' })
    const category = await insertCategory(ctx.db, { paramName: 'grains', name: 'Grains' })
    await insertProduct(ctx.db, {
      brandId: brand.id,
      categoryId: category.id,
      title: 'Sona Masoori Rice',
      headline: 'Sona Masoori Rice — 5 kg',
    })
    expect(titles(await search({ q: 'sona masuri' }))).toContain('Sona Masoori Rice')
    await ctx.db.update(brands).set({ name: 'Kheti Collective' }).where(eq(brands.id, brand.id))
    expect(titles(await search({ q: 'kheti' }))).toContain('Sona Masoori Rice')
    expect((await search({ q: 'chawal' })).results.totalElements).toBe(0)
    await ctx.db
      .insert(searchSynonyms)
      .values({ terms: ['chawal', 'rice'], direction: 'one-way', source: 'hinglish' })
    expect(titles(await search({ q: 'chawal' }))).toContain('Sona Masoori Rice')
    await ctx.db.execute(sql`delete from search_synonyms where 'chawal' = any(terms)`)
  })
})
