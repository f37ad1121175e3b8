// The store the search tests share: the real API over a fresh database holding the demo catalogue the
// seed generates and the seed synonyms, as a new store starts.
import { seedSynonymsIfEmpty } from '../../src/search/seed-synonyms.ts'
import { loadCatalogue } from '../../src/seed/load-catalogue.ts'
import { build } from './build.ts'

export async function buildSearchStore() {
  const ctx = await build()
  await seedSynonymsIfEmpty(ctx.db)
  await loadCatalogue(ctx.db)
  return ctx
}
