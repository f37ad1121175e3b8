// Markdown for the storefront mix (issue 13): the mix rows, the uncached listing next to its SQL floor,
// and the issue-13 target verdicts.
import type { ApiResult } from './api.ts'
import { cells, percent, ratio } from './measure.ts'
import type { MixResult } from './mix.ts'

export type MixRow = { products: number; kind: string; mix?: MixResult; api?: ApiResult; load: number }

const TARGET = {
  postgres100k: { ratio: 0.25, p99: 25 },
  pgliteDemo: { ratio: 0.15, p99: 40 },
  uncachedOfSql: 0.7,
  rss: { pglite: { steady: 300, peak: 450 }, postgres: { steady: 160, peak: 160 } },
}
const head = (names: string[]) => [
  `| ${names.join(' | ')} |`,
  `| ${names.map((n, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`,
]
const mb = (x: number) => x.toFixed(0)
const ms = (x: number) => x.toFixed(0)
const caches = ({ pages, answers, ownCopies, cards, voterVotes }: MixResult['heap']['caches']) =>
  [pages, answers, ownCopies, cards, voterVotes].map((x) => x.toFixed(1)).join(' / ')
const renders = (r: MixResult['mix']['pageRenders']) => `${r.first} / ${r.evicted} / ${r.stale} / ${r.aged}`

export function mixTable(rows: MixRow[]): string {
  const lines = rows
    .filter((r) => r.mix)
    .map(({ products, kind, mix, load }) => {
      const { mix: m, bare: b, memory: r, heap: h, loop: l, live: v, halfRate: s, urls } = mix!
      return `| ${products} | ${kind} | ${urls} | ${cells(m)} | ${m.errors} | ${s.offered.toFixed(0)}: ${s.p50} / ${s.p99} | ${percent(m.cacheShare)} | ${percent(m.pageShare)}: ${percent(m.pageCacheShare)} / ${percent(m.apiCacheShare)} | ${percent(ratio(m, b))} | ${cells(b)} | ${m.cpuMsPerRequest.toFixed(2)} / ${m.cpuMsPerVisit.toFixed(2)} | ${renders(m.pageRenders)} | ${mb(r.startMb)} / ${mb(r.steadyMb)} / ${mb(r.peakMb)} (${mb(r.startPeakMb)} / ${mb(r.loadPeakMb)}) | ${mb(h.heapUsedMb)} / ${mb(h.heapTotalMb)} / ${mb(h.externalMb)} | ${caches(h.caches)} | ${ms(l.p50Ms)} / ${ms(l.p99Ms)} / ${ms(l.maxMs)} | ${ms(v.p50Ms)} / ${ms(v.p99Ms)} / ${ms(v.maxMs)} (${v.count}) | ${m.votes.toFixed(1)} | ${load.toFixed(1)} |`
    })
  if (!lines.length) return ''
  const names = [
    'products',
    'database',
    'URLs',
    'mix req/s',
    'p50 / p99 ms',
    'errors',
    'at half the rate: req/s offered, p50 / p99 ms',
    'cache share',
    'pages: share of requests, cache share pages / API',
    'mix / bare',
    'bare req/s',
    'p50 / p99 ms',
    'server CPU ms per request / per visit',
    'pages rendered: first / pushed out / past their time / aged by a vote',
    'RSS MB before / steady / peak (peak before the run / during it)',
    'V8 heap MB used / reserved, outside it',
    "caches MB as they count themselves: pages / answers / voters' copies / cards / voters' votes",
    'at half the rate: event-loop delay ms p50 / p99 / max',
    '/api/live ms p50 / p99 / max (probes)',
    'votes/s',
    'load',
  ]
  return [...head(names), ...lines].join('\n')
}

export function uncachedTable(rows: MixRow[]): string {
  const lines = rows
    .filter((r) => r.api)
    .map(({ products, kind, api, load }) => {
      const { uncached: u, sql: q } = api!.listing
      const floor = q ? `${cells(q)} | ${percent(ratio(u, q))}` : '– | – | –'
      return `| ${products} | ${kind} | ${cells(u)} | ${floor} | ${u.errors + (q?.errors ?? 0)} | ${load.toFixed(1)} |`
    })
  if (!lines.length) return ''
  const names = [
    'products',
    'database',
    'uncached listing req/s',
    'p50 / p99 ms',
    'SQL floor req/s',
    'p50 / p99 ms',
    'uncached / floor',
    'errors',
    'load',
  ]
  return [...head(names), ...lines].join('\n')
}

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')

export function mixTargetLines(rows: MixRow[]): string[] {
  const lines: string[] = []
  for (const { products, kind, mix, api } of rows) {
    const at = `${products} products, ${kind}`
    if (mix) {
      const r = ratio(mix.mix, mix.bare)
      const t =
        kind === 'postgres' && products >= 100_000
          ? TARGET.postgres100k
          : kind === 'pglite' && products <= 1000
            ? TARGET.pgliteDemo
            : null
      if (t)
        lines.push(
          `storefront mix ${percent(r)} of bare (≥ ${percent(t.ratio)}), p99 ${mix.mix.p99} ms (≤ ${t.p99}), errors ${mix.mix.errors} (0), ${at}: ${verdict(r >= t.ratio && mix.mix.p99 <= t.p99 && mix.mix.errors === 0)} (p99 at half the rate ${mix.halfRate.p99} ms, not the target's measure)`,
        )
      const rss = TARGET.rss[kind as 'pglite' | 'postgres']
      if (rss)
        lines.push(
          `server RSS after the mix ${mb(mix.memory.steadyMb)} MB (≤ ${rss.steady}), peak ${mb(mix.memory.peakMb)} MB (≤ ${rss.peak}; before the run ${mb(mix.memory.startPeakMb)}, during it ${mb(mix.memory.loadPeakMb)}), ${at}: ${verdict(mix.memory.steadyMb <= rss.steady && mix.memory.peakMb <= rss.peak)}`,
        )
    }
    const sql = api?.listing.sql
    if (sql && products >= 100_000)
      lines.push(
        `uncached listing ${percent(ratio(api.listing.uncached, sql))} of the SQL floor (≥ ${percent(TARGET.uncachedOfSql)}), ${at}: ${verdict(ratio(api.listing.uncached, sql) >= TARGET.uncachedOfSql)}`,
      )
  }
  return lines
}
