// Query words are folded in TypeScript (search/fold.ts), product words in SQL (migration 0008): the two
// must agree on every word the demo catalogue uses and on the spelling variants they exist for.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { foldWord, wordsOf } from '../../src/search/fold.ts'
import { loadCatalogue } from '../../src/seed/load-catalogue.ts'
import { build } from '../support/build.ts'

let ctx: Awaited<ReturnType<typeof build>>

beforeAll(async () => {
  ctx = await build()
  await loadCatalogue(ctx.db)
}, 120_000)

const VARIANTS = [
  ['kurta', 'kurtha', 'kurtaa'],
  ['achar', 'achaar', 'aachar'],
  ['chashma', 'chasma'],
  ['ghee', 'ghi'],
  ['kadhai', 'kadai'],
  ['tawa', 'tava'],
  ['chyawanprash', 'chyavanprash'],
  ['jeera', 'zeera'],
  ['pudina', 'pudeena'],
  ['reetha', 'reeta', 'ritha'],
  ['sunglasses', 'sunglass'],
  ['dresses', 'dress'],
  ['watches', 'watch'],
]

test('spelling variants fold to one form', () => {
  for (const [first, ...rest] of VARIANTS) for (const v of rest) expect(foldWord(v), v).toBe(foldWord(first!))
})

test('TypeScript and SQL fold every catalogue word and every variant alike', async () => {
  const result = await ctx.db.execute(sql`
    select w, haat_fold_word(w) as folded from (
      select distinct w from products, haat_words(title || ' ' || headline || ' ' || description) as w
      union select display from search_words
      union select unnest(${`{${VARIANTS.flat().join(',')}}`}::text[])) words`)
  const rows = (result as unknown as { rows: Array<{ w: string; folded: string }> }).rows
  expect(rows.length).toBeGreaterThan(500)
  const disagreements = rows.filter((r) => foldWord(r.w) !== r.folded)
  expect(disagreements).toEqual([])
})

test('words are split the same way in TypeScript and SQL', async () => {
  const text = 'Grandma’s Mango Pickle — 10% Niacinamide, Café-style'
  const result = await ctx.db.execute(sql`select array(select haat_words(${text})) as words`)
  const [row] = (result as unknown as { rows: Array<{ words: string[] }> }).rows
  expect(row!.words).toEqual(wordsOf(text))
})
