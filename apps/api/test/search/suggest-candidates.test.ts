// Suggestions rank only the most viewed matches (decision 0796), read from the match or from each
// word's postings (decision 0800): with more matches than candidates, a better title match that few
// shoppers viewed gives way to viewed ones; within the candidates the title match still ranks first.
// Both ways give the same six whenever every match is a candidate.
import { beforeAll, expect, test } from 'vitest'
import { suggestProducts } from '../../src/repositories/search-suggestions.ts'
import { compileQuery } from '../../src/search/compile-query.ts'
import { suggestionWords } from '../../src/search/suggestion-words.ts'
import { build } from '../support/build.ts'
import { insertBrand, insertCategory, insertProduct } from '../support/factories.ts'

let ctx: Awaited<ReturnType<typeof build>>

beforeAll(async () => {
  ctx = await build()
  const brand = await insertBrand(ctx.db, { slug: 'diya-works', name: 'Diya Works' })
  const category = await insertCategory(ctx.db, { paramName: 'lamps', name: 'Lamps' })
  const lamp = (title: string, headline: string, viewCount: number) =>
    insertProduct(ctx.db, { brandId: brand.id, categoryId: category.id, title, headline, viewCount })
  await lamp('Zorbly Lamp', 'A table lamp', 1)
  await lamp('Brass Lamp', 'A zorbly glow', 50)
  await lamp('Clay Lamp', 'A zorbly finish', 300)
  await lamp('Zorblyx Candle', 'A zorblyx wick', 9)
  await lamp('Zorbly Wick Holder', 'For a wick', 3)
}, 120_000)

async function suggested(query: string, candidates: number, byPostings: boolean) {
  const { search, plan, lexicon } = await compileQuery(ctx.db, query, 'suggest')
  const words = suggestionWords(plan, lexicon)
  expect(words !== null, 'postings can stand for this query').toBe(byPostings)
  return (await suggestProducts(ctx.db, search!, 6, { words, candidates })).map((s) => s.label)
}

async function readFromMatch(query: string, candidates: number) {
  const { search } = await compileQuery(ctx.db, query, 'suggest')
  return (await suggestProducts(ctx.db, search!, 6, { candidates })).map((s) => s.label)
}

test('every match a candidate: postings give what the match gives', async () => {
  // "zorbl" completes to zorbly and zorblyx: two words' postings.
  const zorbl = await suggested('zorbl', 400, true)
  expect(zorbl).toEqual(await readFromMatch('zorbl', 400))
  expect(zorbl.toSorted()).toEqual([
    'Brass Lamp',
    'Clay Lamp',
    'Zorbly Lamp',
    'Zorbly Wick Holder',
    'Zorblyx Candle',
  ])
  // A whole word: its title matches first, then the rest.
  const zorbly = await suggested('zorbly', 400, true)
  expect(zorbly).toEqual(await readFromMatch('zorbly', 400))
  expect(zorbly.slice(0, 2).toSorted()).toEqual(['Zorbly Lamp', 'Zorbly Wick Holder'])
  // Two groups: read from the match.
  expect(await suggested('zorbly wick', 400, false)).toEqual(['Zorbly Wick Holder'])
})

test('more matches than candidates: the most popular matches only', async () => {
  // Popularity buckets: Clay 300 views → 8, Brass 50 → 5, Zorblyx 9 → 3, Holder 3 → 2, Zorbly Lamp 1 → 1.
  expect((await suggested('zorbl', 2, true)).toSorted()).toEqual(['Brass Lamp', 'Clay Lamp'])
  expect((await suggested('zorbl', 3, true)).toSorted()).toEqual([
    'Brass Lamp',
    'Clay Lamp',
    'Zorblyx Candle',
  ])
  expect((await readFromMatch('zorbl', 3)).toSorted()).toEqual(['Brass Lamp', 'Clay Lamp', 'Zorblyx Candle'])
})

test('a prefix with more completions than are read falls back to the match', async () => {
  const { plan, lexicon } = await compileQuery(ctx.db, 'zo', 'suggest')
  expect(lexicon!.completions.length).toBeLessThanOrEqual(17)
  const full = { ...lexicon!, completions: Array.from({ length: 17 }, (_, i) => `zo${i}`) }
  expect(suggestionWords(plan, full)).toBeNull()
  expect(suggestionWords(plan, { ...full, completions: full.completions.slice(0, 16) })?.words).toHaveLength(
    16,
  )
})
