// The results page ranked tier by tier (search-sql.ts scoreTiers, read in the facets' statement) is the
// page a full sort of every match by score gives: every query of the relevance set on the demo
// catalogue, at pages that start in the best tier, straddle two tiers and lie past the first.
import { beforeAll, expect, test } from 'vitest'
import { searchFacets } from '../../src/repositories/search-facets.ts'
import { searchPage } from '../../src/repositories/search-products.ts'
import { compileQuery } from '../../src/search/compile-query.ts'
import { scoreTiers } from '../../src/search/search-sql.ts'
import { buildSearchStore } from '../support/search-store.ts'
import relevanceSet from './relevance-set.json' with { type: 'json' }

let ctx: Awaited<ReturnType<typeof buildSearchStore>>

beforeAll(async () => {
  ctx = await buildSearchStore()
}, 120_000)

test('every query of the relevance set: the tiers give the fully sorted page', async () => {
  const tierCounts = new Map<number, number>()
  let pages = 0
  for (const { q } of relevanceSet.queries) {
    const { search } = await compileQuery(ctx.db, q, 'search')
    if (!search) continue
    const tiers = scoreTiers(search).length
    tierCounts.set(tiers, (tierCounts.get(tiers) ?? 0) + 1)
    for (const page of [
      { offset: 0, limit: 10 },
      { offset: 2, limit: 3 },
      { offset: 10, limit: 10 },
    ]) {
      const { hits } = await searchFacets(ctx.db, search, page)
      const sorted = await searchPage(ctx.db, search, {}, 'relevance', page)
      expect(
        hits.map((h) => h.id),
        `${q} at ${page.offset}`,
      ).toEqual(sorted.map((p) => p.id))
      if (sorted.length) pages++
    }
  }
  // The set reaches each way of tiering (one, two and three tiers) and most pages had products on them.
  expect([...tierCounts.keys()].sort()).toEqual([1, 2, 3])
  expect(pages).toBeGreaterThan(relevanceSet.queries.length * 1.5)
}, 120_000)
