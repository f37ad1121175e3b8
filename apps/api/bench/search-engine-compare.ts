// Decision 0660's comparison: the embedded engine MiniSearch against the PostgreSQL search, on the same
// catalogue and the relevance set. node --expose-gc apps/api/bench/search-engine-compare.ts
// (DATABASE_URL = a database seeded with `npm run seed -- --products 100000`).
// MiniSearch indexes the same fields as search_doc (title, brand, categories, tags, headline), folded by
// the same foldWord, with queries transliterated as ours are; it has no synonyms or Hinglish words.
// Prints index build time, heap held by the index, one product's re-index time, and per engine
// success@5 and p50/p99 of one query at a time (the machine's 1-minute load average beside them).
import { loadavg } from 'node:os'
import { drizzle } from 'drizzle-orm/node-postgres'
import MiniSearch from 'minisearch'
import pg from 'pg'
import { POSTGRES_SESSION_OPTIONS, type Db } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { seedSynonymsIfEmpty } from '../src/search/seed-synonyms.ts'
import { analyseQuery } from '../src/search/analyse-query.ts'
import { foldWord, wordsOf } from '../src/search/fold.ts'
import { searchProducts } from '../src/services/search-products.ts'
import relevanceSet from '../test/search/relevance-set.json' with { type: 'json' }

type Doc = { id: number; title: string; brand: string; categories: string; tags: string; headline: string }
const url = process.env.DATABASE_URL
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database seeded with 100k products')
const pool = new pg.Pool({ connectionString: url, max: 4, options: POSTGRES_SESSION_OPTIONS })
const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
const heapMb = () => (gc(), process.memoryUsage().heapUsed / 2 ** 20)
const load = () => loadavg()[0]!.toFixed(2)

await seedSynonymsIfEmpty(db) // as the server does at boot (boot.ts)
const { rows: docs } = await pool.query<Doc>(`
  select p.id, p.title, b.name as brand, p.headline,
         concat_ws(' ', c.name, sc.name) as categories,
         coalesce((select string_agg(t.name, ' ') from product_tags pt join tags t on t.id = pt.tag_id
                   where pt.product_id = p.id), '') as tags
  from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
  left join categories sc on sc.id = p.subcategory_id order by p.id`)
const titleOf = new Map(docs.map((d) => [d.id, d.title]))
const views = new Map(
  (await pool.query<{ id: number; v: number }>('select id, view_count as v from products')).rows.map((r) => [
    r.id,
    r.v,
  ]),
)

const options = {
  fields: ['title', 'brand', 'categories', 'tags', 'headline'],
  tokenize: (text: string) => wordsOf(text),
  processTerm: (term: string) => foldWord(term),
  searchOptions: {
    boost: { title: 4, brand: 2, categories: 2, tags: 1.5 },
    combineWith: 'AND' as const,
    fuzzy: (term: string) => (term.length <= 4 ? 0 : term.length <= 8 ? 1 : 2),
    prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
    // Ties (the same title repeated) go to the most viewed, as ours do.
    boostDocument: (id: unknown) => 1 + Math.log10(1 + (views.get(id as number) ?? 0)) / 100,
  },
}
const heapBefore = heapMb()
let t = performance.now()
const mini = new MiniSearch<Doc>(options)
mini.addAll(docs)
const buildMs = performance.now() - t
const heapIndex = heapMb() - heapBefore
t = performance.now()
for (const d of docs.slice(0, 1000)) mini.replace({ ...d, headline: `${d.headline} again` })
const replaceMs = (performance.now() - t) / 1000
console.log(`${docs.length} products, ${new Date().toISOString()}, load ${load()}`)
console.log(
  `MiniSearch: index built in ${buildMs.toFixed(0)} ms, heap ${heapIndex.toFixed(0)} MB; one product re-indexed in ${replaceMs.toFixed(3)} ms`,
)

type Engine = (q: string) => Promise<string[]>
const engines: Record<string, Engine> = {
  MiniSearch: async (q) =>
    mini
      .search(analyseQuery(q).text)
      .slice(0, 10)
      .map((r) => titleOf.get(r.id as number)!),
  PostgreSQL: async (q) => {
    const nobody = { voterKey: null, productIds: new Set<number>() }
    const r = await searchProducts(db, q, { page: 0, size: 10, filter: {}, order: 'relevance' }, nobody)
    return r.results.content.map((p) => p.title)
  },
}

for (const [name, engine] of Object.entries(engines)) {
  const started = load()
  const times: number[] = []
  const kinds = new Map<string, { n: number; hit: number }>()
  for (const judged of relevanceSet.queries) {
    t = performance.now()
    const titles = await engine(judged.q)
    times.push(performance.now() - t)
    const hit = titles
      .slice(0, 5)
      .some((title) => judged.relevant.some((r) => title.toLowerCase().includes(r.toLowerCase())))
    const k = kinds.get(judged.kind) ?? { n: 0, hit: 0 }
    kinds.set(judged.kind, { n: k.n + 1, hit: k.hit + Number(hit) })
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.floor(times.length * p)]!.toFixed(1)
  const all = [...kinds.values()].reduce((s, k) => ({ n: s.n + k.n, hit: s.hit + k.hit }), { n: 0, hit: 0 })
  const byKind = [...kinds].map(([kind, k]) => `${kind} ${(k.hit / k.n).toFixed(2)}`).join(', ')
  console.log(
    `${name}: success@5 ${(all.hit / all.n).toFixed(3)} (${byKind}); one at a time p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; load ${started} → ${load()}`,
  )
}
await pool.end()
