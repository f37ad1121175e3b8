// The storefront mix (issue 13): the production server (`node apps/web/build/node/server.js`, API and pages on one
// port) on a prepared database, asked for the catalogue's URL space with Zipf popularity by N
// connections, a share of them shoppers who voted (guest_upvotes header) or signed in (bearer token),
// while votes arrive at a steady rate. Measures req/s, p50/p99, errors, the share answered from a stored
// copy (x-cache: HIT), and the server's RSS; then a bare Fastify server answering the same bytes for
// the most asked URLs, in the same run, for the ratio.
import autocannon from 'autocannon'
import { benchIssuer } from './bench-issuer.ts'
import { forkChild, startWebServer } from './children.ts'
import type { Figures, LoadShape } from './measure.ts'
import { mixCatalogue, seeded, zipf } from './mix-urls.ts'
import type { PreparedCopy } from './prepared-database.ts'
import { startLiveProbe, type Probe } from './live-probe.ts'
import { pacedLoad } from './paced-load.ts'
import {
  readServerMetrics,
  BENCH_METRICS_TOKEN,
  type EventLoop,
  type Heap,
  type PageRenders,
} from './server-metrics.ts'
import { cpuMs } from './server-cpu.ts'
import { sampleMemory, type Memory } from './server-memory.ts'
import { BROWSER_HEADERS } from './ttfb-load.ts'

export type MixOptions = { voterShare: number; votesPerSecond: number }
export type MixResult = {
  urls: number
  mix: Figures & {
    cacheShare: number
    /** Share of requests that were pages, and the share of pages and of API answers from a stored copy. */
    pageShare: number
    pageCacheShare: number
    apiCacheShare: number
    votes: number
    voteErrors: number
    /** The server's CPU per request and per visit (a URL and the calls its page makes after it). */
    cpuMsPerRequest: number
    cpuMsPerVisit: number
    /** Why pages were rendered during the measured run rather than sent from a copy. */
    pageRenders: PageRenders
  }
  bare: Figures
  memory: Memory
  /** The V8 heap and memory outside it, once the mix has ended. */
  heap: Heap
  /** At half the mix's rate: the server's event-loop delay, and what a request needing no work waited. */
  loop: EventLoop
  live: Probe
  /** The same traffic offered at half the mix's rate: what a shopper waits when the server keeps up. */
  halfRate: Figures & { offered: number }
}

/**
 * Whether the server's thread is held up (issue 13: the embedded database must not stall the event loop
 * for other requests). At full load every request queues behind the others whatever the database, so
 * the same traffic runs at half the rate the server just managed: then what /api/live waits, and how late
 * the server's timers fire, is what its thread was busy with (a PGlite statement runs on it; a PostgreSQL
 * one waits on a socket). Reading /metrics first resets its event-loop histogram.
 */
async function measureStall<T>(origin: string, run: () => Promise<T>) {
  await readServerMetrics(origin)
  const probe = startLiveProbe(origin, 20)
  const figures = await run()
  const live = probe.stop()
  const { loop } = await readServerMetrics(origin)
  return { loop, live, figures }
}

const SIGNED_IN = 40
const GUEST_LISTS = 40
const WARM_UP_S = 30

async function load(
  warmUp: number,
  origin: string,
  paths: () => string,
  headers: (path: string) => Record<string, string>,
  shape: LoadShape,
  server?: { pid: number; measuring: () => Promise<void> },
) {
  // Pages and API answers apart: which of the two sends the misses down the slow path.
  const kinds = { pages: { answered: 0, stored: 0 }, api: { answered: 0, stored: 0 } }
  const requests = [
    {
      setupRequest: (req: { path: string }, ctx: { page?: boolean }) => {
        const path = paths()
        ctx.page = !path.startsWith('/api/')
        return { ...req, path, headers: headers(path) }
      },
      onResponse: (_status: number, _body: unknown, ctx: { page?: boolean }, h: Record<string, string>) => {
        const kind = ctx.page ? kinds.pages : kinds.api
        kind.answered++
        if (h['x-cache'] === 'HIT') kind.stored++
      },
    },
  ]
  const common = {
    url: origin,
    connections: shape.connections,
    pipelining: 1,
    requests,
  }
  // Warm-up as long as a stored page lives (PAGE_CACHE_MS, 30 s): the figures are a running store's,
  // not a cold start's.
  if (warmUp) await autocannon({ ...common, duration: warmUp })
  for (const kind of Object.values(kinds)) kind.answered = kind.stored = 0
  await server?.measuring()
  const cpuBefore = server ? cpuMs(server.pid) : 0
  const r = await autocannon({ ...common, duration: shape.duration })
  const cpu = server ? cpuMs(server.pid) - cpuBefore : 0
  const figures = {
    requests: r.requests.total,
    cpuMs: cpu,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  }
  const share = (k: { answered: number; stored: number }) => (k.answered ? k.stored / k.answered : 0)
  const { pages, api } = kinds
  const all = { answered: pages.answered + api.answered, stored: pages.stored + api.stored }
  return {
    ...figures,
    cacheShare: share(all),
    pageShare: all.answered ? pages.answered / all.answered : 0,
    pageCacheShare: share(pages),
    apiCacheShare: share(api),
  }
}

export async function benchMix(
  copy: PreparedCopy,
  shape: LoadShape,
  options: MixOptions,
): Promise<MixResult> {
  const catalogue = await mixCatalogue(copy)
  const issuer = await benchIssuer()
  const database: Record<string, string> = copy.databaseUrl
    ? { DATABASE_URL: copy.databaseUrl }
    : { DATA_DIR: copy.dataDir!, DATABASE_URL: '' }
  // Guests may vote 60 times a minute per address; the benchmark is one address, so the limit is lifted.
  const web = await startWebServer({
    ...database,
    ...issuer.env,
    GUEST_VOTE_RATE_LIMIT: '1000000000',
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  })
  const random = seeded(6)
  const pickUrl = zipf(catalogue.urls.length, random)
  const pickProduct = zipf(catalogue.popularIds.length, random)
  const popular = () => catalogue.popularIds[pickProduct()]!
  try {
    // Shoppers who voted: signed-in ones with votes in the database, guests with a list in the header.
    const tokens = await Promise.all(Array.from({ length: SIGNED_IN }, (_, k) => issuer.token(`bench-${k}`)))
    for (const token of tokens)
      for (let v = 0; v < 6; v++)
        await fetch(`${web.origin}/api/product/upvote/${popular()}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}` },
        })
    const guestLists = Array.from({ length: GUEST_LISTS }, () =>
      JSON.stringify(Array.from({ length: 1 + Math.floor(random() * 8) }, popular)),
    )
    let viewer = 0
    // A voter's browser sends its token and guest_upvotes on API calls only; its page loads carry neither.
    const headers = (path: string) => {
      if (random() >= options.voterShare || !path.startsWith('/api/')) return BROWSER_HEADERS
      viewer++
      return viewer % 2
        ? { ...BROWSER_HEADERS, authorization: `Bearer ${tokens[viewer % SIGNED_IN]}` }
        : { ...BROWSER_HEADERS, guest_upvotes: guestLists[viewer % GUEST_LISTS]! }
    }
    // Votes at a steady rate, each from a new guest, on products picked by the same popularity.
    let votes = 0
    let voteErrors = 0
    const voting = setInterval(() => {
      fetch(`${web.origin}/api/product/upvote/${popular()}`, { method: 'PUT' })
        .then((res) => (res.ok ? votes++ : voteErrors++))
        .catch(() => voteErrors++)
    }, 1000 / options.votesPerSecond)
    const memory = sampleMemory(web.pid)
    // Every product page is followed by its "also bought" and "Suggested Tapes" calls, as if every
    // shopper scrolled to the rows (an upper bound: the browser asks only when a row is a screen away).
    const followingUp: string[] = []
    let visits = 0
    const pickPath = () => {
      const next = followingUp.shift()
      if (next) return next
      visits++
      const path = catalogue.urls[pickUrl()]!
      followingUp.push(...(catalogue.followUps.get(path) ?? []))
      return path
    }
    let mix, stall
    let measuredVisits = 0
    let rendersBefore: PageRenders | undefined
    let pageRenders: PageRenders | undefined
    try {
      mix = await load(WARM_UP_S, web.origin, pickPath, headers, shape, {
        pid: web.pid,
        measuring: async () => {
          visits = 0
          rendersBefore = (await readServerMetrics(web.origin)).renders
        },
      })
      measuredVisits = visits
      const { renders } = await readServerMetrics(web.origin)
      pageRenders = Object.fromEntries(
        Object.entries(renders).map(([k, n]) => [k, n - rendersBefore![k as keyof PageRenders]]),
      ) as PageRenders
      stall = await measureStall(web.origin, () =>
        pacedLoad(web.origin, pickPath, headers, { ...shape, rate: mix!.rps / 2 }),
      )
    } finally {
      clearInterval(voting)
    }
    const rss = memory.stop()
    const { heap } = await readServerMetrics(web.origin)
    // The bare ceiling: the same bytes for the 300 most asked URLs, asked with the same popularity.
    const top = catalogue.urls.slice(0, 300)
    const bareServer = await forkChild<{ address: string }>('./serve-bare.ts', [web.origin, ...top])
    const pickTop = zipf(top.length, random)
    try {
      const bare = await load(
        2,
        bareServer.ready.address,
        () => top[pickTop()]!,
        () => BROWSER_HEADERS,
        shape,
      )
      return {
        urls: catalogue.urls.length,
        mix: {
          ...mix,
          votes: votes / (2 * shape.duration + WARM_UP_S),
          voteErrors,
          cpuMsPerRequest: mix.cpuMs / Math.max(1, mix.requests),
          cpuMsPerVisit: mix.cpuMs / Math.max(1, measuredVisits),
          pageRenders: pageRenders!,
        },
        bare,
        memory: rss,
        heap,
        loop: stall.loop,
        live: stall.live,
        halfRate: { ...stall.figures, offered: mix.rps / 2 },
      }
    } finally {
      await bareServer.stop()
    }
  } finally {
    await web.stop()
    await issuer.close()
  }
}
