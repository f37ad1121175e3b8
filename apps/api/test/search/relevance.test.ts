// The relevance set (relevance-set.json) against the demo catalogue the seed generates, through
// GET /api/search: success@5 and MRR printed by kind, and held to the targets of issue 14.
import { beforeAll, expect, test } from 'vitest'
import { searchResultSchema } from '@haat/domain/catalog/search'
import { buildSearchStore } from '../support/search-store.ts'
import relevanceSet from './relevance-set.json' with { type: 'json' }

type Judged = { kind: string; q: string; relevant: string[] }
type Scored = Judged & { rank: number | null; top: string[] }

let ctx: Awaited<ReturnType<typeof buildSearchStore>>

beforeAll(async () => {
  ctx = await buildSearchStore()
}, 120_000)

async function score(judged: Judged): Promise<Scored> {
  const res = await ctx.app.inject({ url: '/api/search', query: { q: judged.q, size: '10' } })
  expect(res.statusCode, judged.q).toBe(200)
  const titles = searchResultSchema.parse(res.json()).results.content.map((p) => p.title)
  const isRelevant = (t: string) => judged.relevant.some((r) => t.toLowerCase().includes(r.toLowerCase()))
  const index = titles.findIndex(isRelevant)
  return { ...judged, rank: index < 0 ? null : index + 1, top: titles.slice(0, 5) }
}

const successAt5 = (s: Scored[]) => s.filter((x) => x.rank !== null && x.rank <= 5).length / s.length
const mrr = (s: Scored[]) => s.reduce((sum, x) => sum + (x.rank ? 1 / x.rank : 0), 0) / s.length

test('the relevance set scores success@5 ≥ 0.95 overall and ≥ 0.9 in every kind', async () => {
  const queries = relevanceSet.queries as Judged[]
  expect(queries.length).toBeGreaterThanOrEqual(150)
  const scored: Scored[] = []
  for (const judged of queries) scored.push(await score(judged))
  const kinds = [...new Set(scored.map((s) => s.kind))]
  const lines = kinds.map((kind) => {
    const of = scored.filter((s) => s.kind === kind)
    return { kind, queries: of.length, successAt5: successAt5(of), mrr: mrr(of) }
  })
  const overall = {
    kind: 'overall',
    queries: scored.length,
    successAt5: successAt5(scored),
    mrr: mrr(scored),
  }
  const fmt = (l: typeof overall) =>
    `${l.kind.padEnd(17)} ${String(l.queries).padStart(4)}  success@5 ${l.successAt5.toFixed(3)}  MRR ${l.mrr.toFixed(3)}`
  console.log(['Search relevance (demo catalogue)', ...lines.map(fmt), fmt(overall)].join('\n'))
  const misses = scored.filter((s) => s.rank === null || s.rank > 5)
  if (misses.length)
    console.log('Misses:\n' + misses.map((m) => `  [${m.kind}] ${m.q} → ${m.top.join(' | ')}`).join('\n'))
  expect(overall.successAt5).toBeGreaterThanOrEqual(0.95)
  for (const line of lines) expect(line.successAt5, line.kind).toBeGreaterThanOrEqual(0.9)
}, 120_000)
