// The store's Prometheus metrics, one registry per server (tests run several in one process):
// requests by route, cache lookups, votes, orders, payments by outcome, job queue depth, and Node's own
// (event-loop lag, heap, RSS, GC) from prom-client's default collectors.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/client.ts'
import { queueDepth } from '../jobs/queue.ts'

export type Metrics = ReturnType<typeof createMetrics>

export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  const requests = new Histogram({
    name: 'haat_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code (its _count is the request rate).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  const cacheLookups = new Counter({
    name: 'haat_cache_lookups_total',
    help: 'Lookups in the stored-answer caches by cache and result (hit share = hit / all).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  })
  const pageRenders = new Counter({
    name: 'haat_page_renders_total',
    help: 'Shared pages rendered instead of sent from a copy, by why: first (none kept), evicted (pushed out for room), stale (past its time), aged (by a vote).',
    labelNames: ['reason'] as const,
    registers: [registry],
  })
  const votes = new Counter({
    name: 'haat_votes_total',
    help: 'Votes that changed a count, by direction (up, down).',
    labelNames: ['direction'] as const,
    registers: [registry],
  })
  const orders = new Counter({
    name: 'haat_orders_total',
    help: 'Orders by the status they moved to (PENDING when checkout creates them).',
    labelNames: ['status'] as const,
    registers: [registry],
  })
  const payments = new Counter({
    name: 'haat_payments_total',
    help: 'Payment attempts by method and outcome (succeeded, declined, refused, error).',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
  })
  // Each cache's own count of what it holds (what its byte bound measures), read when scraped; and
  // what a cache keeps on local disk (the page cache's folder, decision 0838).
  const cacheSizes = sizesGauge(
    registry,
    'haat_cache_bytes',
    'Bytes each in-memory cache counts itself holding (the measure of its byte bound, not of V8 heap), by cache.',
  )
  const diskSizes = sizesGauge(
    registry,
    'haat_cache_disk_bytes',
    'Bytes each cache keeps on local disk, by cache.',
  )
  const jobs = new Counter({
    name: 'haat_jobs_total',
    help: 'Jobs run by this instance, by kind and outcome (done, retry, failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  })
  return {
    registry,
    requests,
    votes,
    orders,
    payments,
    jobs,
    cacheLookup: (cache: string) => (hit: boolean) =>
      cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
    cacheLookups,
    pageRender: (reason: string) => pageRenders.inc({ reason }),
    /** Reports a cache's size on /metrics (haat_cache_bytes); the last one named so wins. */
    watchCacheBytes: (cache: string, size: () => number) => void cacheSizes.set(cache, size),
    /** Reports what a cache keeps on disk (haat_cache_disk_bytes). */
    watchCacheDiskBytes: (cache: string, size: () => number) => void diskSizes.set(cache, size),
  }
}

/** A gauge by cache whose values are read from the registered readers when scraped. */
function sizesGauge(registry: Registry, name: string, help: string) {
  const sizes = new Map<string, () => number>()
  new Gauge({
    name,
    help,
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const [cache, size] of sizes) this.set({ cache }, size())
    },
  })
  return sizes
}

/** Queue depth is read from the database when Prometheus scrapes (every instance sees the same). */
export function watchQueueDepth(metrics: Metrics, db: Db) {
  new Gauge({
    name: 'haat_job_queue_depth',
    help: 'Jobs waiting to run (state=waiting) and given up (state=failed), by kind.',
    labelNames: ['kind', 'state'] as const,
    registers: [metrics.registry],
    async collect() {
      this.reset()
      for (const row of await queueDepth(db)) this.set({ kind: row.kind, state: row.state }, row.jobs)
    },
  })
}
