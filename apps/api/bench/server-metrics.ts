// What a server says of itself on its /metrics (prom-client's default collectors): where its memory is
// (the V8 heap, used and reserved, and memory outside it: buffers, PGlite's WebAssembly memory) and how
// long its event loop was held up since the last read (the collector resets its histogram on each read,
// so a read before a run and one after give the run's own figures).
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789'

/** Shared pages rendered instead of sent from a copy, by why (the page cache's haat_page_renders_total). */
export type PageRenders = { first: number; evicted: number; stale: number; aged: number }
/** What each cache counts itself holding, MB (haat_cache_bytes: its byte bound's measure, not V8's). */
export type CacheMb = { pages: number; answers: number; ownCopies: number; cards: number; voterVotes: number }
export type Heap = { heapUsedMb: number; heapTotalMb: number; externalMb: number; caches: CacheMb }
/** Event-loop delay (monitorEventLoopDelay, 20 ms resolution): how late a timer fired, in ms. */
export type EventLoop = { p50Ms: number; p99Ms: number; maxMs: number }

const gauge = (text: string, name: string, scale: number) => {
  const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1]
  return value ? Number(value) * scale : NaN
}
const MB = 1 / 1024 / 1024
const MS = 1000

/** One labelled series' value (`name{label="value"} 12`), or `missing` when the server has none. */
const labelled = (text: string, name: string, label: string, value: string, missing: number) =>
  Number(new RegExp(`^${name}\\{${label}="${value}"\\} (\\S+)`, 'm').exec(text)?.[1] ?? missing)

const cacheMb = (text: string, cache: string) => labelled(text, 'haat_cache_bytes', 'cache', cache, NaN) * MB
const renders = (text: string, reason: keyof PageRenders) =>
  labelled(text, 'haat_page_renders_total', 'reason', reason, 0)

export async function readServerMetrics(
  origin: string,
): Promise<{ heap: Heap; loop: EventLoop; renders: PageRenders }> {
  const res = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  })
  const text = res.ok ? await res.text() : ''
  return {
    heap: {
      heapUsedMb: gauge(text, 'nodejs_heap_size_used_bytes', MB),
      heapTotalMb: gauge(text, 'nodejs_heap_size_total_bytes', MB),
      externalMb: gauge(text, 'nodejs_external_memory_bytes', MB),
      caches: {
        pages: cacheMb(text, 'pages'),
        answers: cacheMb(text, 'shared-answers'),
        ownCopies: cacheMb(text, 'own-copies'),
        cards: cacheMb(text, 'listing-pages'),
        voterVotes: cacheMb(text, 'voter-votes'),
      },
    },
    loop: {
      p50Ms: gauge(text, 'nodejs_eventloop_lag_p50_seconds', MS),
      p99Ms: gauge(text, 'nodejs_eventloop_lag_p99_seconds', MS),
      maxMs: gauge(text, 'nodejs_eventloop_lag_max_seconds', MS),
    },
    renders: {
      first: renders(text, 'first'),
      evicted: renders(text, 'evicted'),
      stale: renders(text, 'stale'),
      aged: renders(text, 'aged'),
    },
  }
}
