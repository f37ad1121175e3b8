// Markdown tables and the issue-6 target verdicts for `npm run bench`.
import type { ApiResult } from './api.ts'
import { cells, percent, ratio } from './measure.ts'
import type { MixResult } from './mix.ts'
import type { SsrResult } from './ssr.ts'

export type Row = {
  products: number
  kind: string
  api?: ApiResult
  ssr?: SsrResult[]
  mix?: MixResult
  load: number
}

const TARGET = { listingRatio: 0.6, p99At100k: 20, growth: 1.5, bodyBytes: 15 * 1024, productTtfb: 30 }
const table = (head: string[], lines: string[]) =>
  lines.length
    ? [
        `| ${head.join(' | ')} |`,
        `| ${head.map((h, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`,
        ...lines,
      ].join('\n')
    : ''

export function apiTables(rows: Row[]) {
  const withApi = rows.filter((r) => r.api)
  const listing = table(
    [
      'products',
      'database',
      'body bytes',
      'API req/s',
      'p50 / p99 ms',
      'API / bare',
      'no page cache req/s',
      'p50 / p99 ms',
      '/ bare',
      'bare req/s',
      'p50 / p99 ms',
      'errors',
      'load',
    ],
    withApi.map(({ products, kind, api, load }) => {
      const { api: a, uncached: u, bare: b } = api!.listing
      return `| ${products} | ${kind} | ${api!.listingBytes} | ${cells(a)} | ${percent(ratio(a, b))} | ${cells(u)} | ${percent(ratio(u, b))} | ${cells(b)} | ${a.errors + u.errors + b.errors} | ${load.toFixed(1)} |`
    }),
  )
  const upvote = table(
    [
      'products',
      'database',
      'upvote req/s',
      'p50 / p99 ms',
      '/ bare',
      'bare req/s',
      'p50 / p99 ms',
      'one-statement SQL vote req/s',
      'p50 / p99 ms',
      'API / SQL',
      'errors',
      'load',
    ],
    withApi.map(({ products, kind, api, load }) => {
      const { api: a, bare: b, sql: q } = api!.upvote
      const sqlCells = q ? `${cells(q)} | ${percent(ratio(a, q))}` : '– | – | –'
      return `| ${products} | ${kind} | ${cells(a)} | ${percent(ratio(a, b))} | ${cells(b)} | ${sqlCells} | ${a.errors + b.errors + (q?.errors ?? 0)} | ${load.toFixed(1)} |`
    }),
  )
  return { listing, upvote }
}

export function ssrTable(rows: Row[]) {
  return table(
    [
      'products',
      'database',
      'page',
      'TTFB p50 / p99 ms',
      'whole page p50 ms',
      'pages/s',
      'bare TTFB p50 / p99 ms',
      'bare pages/s',
      '/ bare',
      'bytes (compressed)',
      'errors',
      'load',
    ],
    rows.flatMap(({ products, kind, ssr, load }) =>
      (ssr ?? []).map(
        ({ page, web: w, bare: b }) =>
          `| ${products} | ${kind} | ${page} | ${w.ttfb50} / ${w.ttfb99} | ${w.full50} | ${w.rps.toFixed(0)} | ${b.ttfb50} / ${b.ttfb99} | ${b.rps.toFixed(0)} | ${percent(w.rps / b.rps)} | ${w.bytes} | ${w.errors + b.errors} | ${load.toFixed(1)} |`,
      ),
    ),
  )
}

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')

export function targetLines(rows: Row[]): string[] {
  const lines: string[] = []
  for (const { products, kind, api, ssr } of rows) {
    const at = `${products} products, ${kind}`
    if (api) {
      const { api: a, bare: b } = api.listing
      lines.push(
        `listing throughput ${percent(ratio(a, b))} of bare (≥ ${percent(TARGET.listingRatio)}), ${at}: ${verdict(ratio(a, b) >= TARGET.listingRatio)}`,
      )
      lines.push(
        `10-item listing answer ${api.listingBytes} bytes (≤ ${TARGET.bodyBytes}), ${at}: ${verdict(api.listingBytes <= TARGET.bodyBytes)}`,
      )
      if (products >= 100_000)
        lines.push(
          `listing p99 ${a.p99} ms (≤ ${TARGET.p99At100k} ms), ${at}: ${verdict(a.p99 <= TARGET.p99At100k)}`,
        )
    }
    const product = ssr?.find((s) => s.page === 'product')
    if (product)
      lines.push(
        `product page TTFB p50 ${product.web.ttfb50} ms (≤ ${TARGET.productTtfb} ms), ${at}: ${verdict(product.web.ttfb50 <= TARGET.productTtfb)}`,
      )
  }
  // Growth from the smallest to the largest catalogue, per database (listing p50 and p99).
  for (const kind of new Set(rows.map((r) => r.kind))) {
    const mine = rows.filter((r) => r.kind === kind && r.api).sort((x, y) => x.products - y.products)
    const [small, large] = [mine[0], mine.at(-1)]
    if (!small || !large || small === large) continue
    const s = small.api!.listing.api
    const l = large.api!.listing.api
    const growth = l.p50 / Math.max(s.p50, 1)
    lines.push(
      `listing p50 at ${large.products} / at ${small.products} = ${l.p50} / ${s.p50} ms = ${growth.toFixed(2)}× (≤ ${TARGET.growth}×; p99 ${l.p99} / ${s.p99} ms), ${kind}: ${verdict(growth <= TARGET.growth)}`,
    )
  }
  return lines
}
