// Page cache (docs/decisions/0411, 0640, 0801): a shared page (shared-pages.ts) is rendered once and its
// copy sent to every shopper for PAGE_CACHE_MS (a page about one product longer: decision 0821), with its
// inline scripts pinned by hash instead of a nonce.
// A vote (here, or on another instance through Redis) ages the copies that show the product it moved
// (on a page about one product, only a vote on that one: decision 0807):
// a copy whose counts are older than the vote is sent at most voteLagMs after its render began, then
// rendered anew (decision 0801); the voter's own count is laid over in the browser. A change no one can
// patch empties the cache, and a page whose render began before it is not kept. Past its time one
// request renders the page anew while the others still get the copy; with no copy at all, requests
// arriving while it renders wait for that render (@haat/api/services/flights). A copy of a product page
// still counts the product's view. The copies are bounded by bytes as well as by number; those pushed
// out wait on disk (decision 0838). A copy is the brotli its first render was sent in (decision 0810).
import { pipeline, Transform } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { listenWhileOpen, type CatalogEvents } from '@haat/api/events/catalog-events'
import { ownBytes } from '@haat/api/http/brotli'
import { createBrotliByTurn } from '@haat/api/http/brotli-by-turn'
import { createByteCache } from '@haat/api/services/byte-cache'
import { createFlights } from '@haat/api/services/flights'
import { freshFor, servable } from '@haat/api/services/stale-while-refresh'
import { votesThatAge, type PageReplay } from '../../app/lib/page-replay.ts'
import { inlineScriptHashes, policyForPinnedScripts } from './pin-scripts.ts'
import { renderReasons, type PageRenderReason } from './render-reasons.ts'
import { sharedPageKey } from './shared-pages.ts'
import { spilledPages } from './spilled-pages.ts'
import {
  compressPage,
  gzipCopy,
  ON_THE_SPOT_BYTES,
  pickEncoding,
  STREAM_BROTLI,
  type StoredPage,
} from './stored-page.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** What a stored copy of this page must still do; filled by the page's loaders. */
    pageReplay: PageReplay | null
  }
}

export type PageCacheOptions = {
  ttlMs: number
  /** A page about one product (decision 0821): its product's votes age it, catalogue changes empty it. */
  aboutOneProductTtlMs?: number
  /** How long after its render began a copy may still show counts a vote has moved (decision 0801). */
  voteLagMs?: number
  events: CatalogEvents
  maxPages?: number
  maxBytes?: number
  /** Told why each shared page is rendered instead of sent from a copy (the metrics' page renders). */
  onRender?: (reason: PageRenderReason) => void
  /** Handed a reader of the copies' bytes (for /metrics). */
  watchBytes?: (size: () => number) => void
  /** Handed a reader of the bytes on disk (for /metrics). */
  watchDiskBytes?: (size: () => number) => void
  /** Copies pushed out of memory wait on disk up to this many bytes (decision 0838); 0 or unset: none. */
  diskBytes?: number
  /** Where their folder is made (default: the OS's temporary folder). */
  diskParentDir?: string
}
type Render = { key: string; generation: number; startedAt: number; end: () => void; keeping?: boolean }

/** How long a request waits for another's render of the same page before rendering its own. */
const RENDER_WAIT_MS = 2000

export async function pageCache(scope: FastifyInstance, options: PageCacheOptions) {
  const { ttlMs, events, voteLagMs = 5000, maxPages = 2000, maxBytes = 24 * 1024 * 1024 } = options
  const { aboutOneProductTtlMs = ttlMs } = options
  scope.decorateRequest('pageReplay', null)
  if (ttlMs === 0) return
  const reasons = renderReasons()
  const disk = options.diskBytes ? openDisk(scope, options, reasons.evicted) : null
  if (disk) scope.addHook('onClose', async () => disk.close())
  if (disk) options.watchDiskBytes?.(() => disk.calculatedSize)
  const pages = createByteCache<StoredPage>({
    maxBytes,
    maxEntries: maxPages,
    ttlMs: 0, // freshness is the page's own (freshUntil, staleUntil)
    sizeOf: (page) => page.br.length + (page.gzip?.length ?? 0) + 8 * page.agedBy.size + 512,
    onEvict: (key, page) => {
      if (!disk?.put(key, page)) reasons.evicted(key)
    },
  })
  options.watchBytes?.(() => pages.calculatedSize)
  const renders = new WeakMap<FastifyRequest, Render>()
  const flights = createFlights(RENDER_WAIT_MS)
  let generation = 0
  // When each product's count last moved, for as long as a copy rendered before it may still be sent:
  // a vote costs one entry here, whatever the number of copies in memory and on disk, and a copy is
  // aged when it is next read (ageByVotes), not by a scan of every copy at each vote.
  const movedAt = new Map<number, number>()
  const remembersMs = 2 * Math.max(ttlMs, aboutOneProductTtlMs) + 60_000
  listenWhileOpen(scope, events, 'changed', () => {
    generation++
    pages.clear()
    disk?.clear()
    reasons.clear()
  })
  listenWhileOpen(scope, events, 'counted', ({ productId }) => {
    const now = Date.now()
    movedAt.delete(productId)
    movedAt.set(productId, now)
    for (const [id, at] of movedAt) {
      if (at > now - remembersMs) break
      movedAt.delete(id)
    }
  })
  /** A copy showing a product whose count moved after its render began (during it, or since) is sent
   *  at most voteLagMs after that start (decision 0801). */
  const ageByVotes = (page: StoredPage) => {
    if (page.aged) return
    for (const id of page.agedBy)
      if ((movedAt.get(id) ?? 0) >= page.countsAt) {
        page.freshUntil = Math.min(page.freshUntil, page.countsAt + voteLagMs)
        page.aged = true
        return
      }
  }

  scope.addHook('onRequest', async (req, reply) => {
    const key = sharedPageKey(req)
    const encoding = pickEncoding(req.headers['accept-encoding'])
    if (!key || !encoding) return
    let page = pages.get(key)
    // A copy on disk comes back to memory (requests for it meanwhile share the read).
    if (!page && disk?.has(key)) {
      page = await disk.take(key)
      if (page && !pages.has(key)) pages.set(key, page)
      page = pages.get(key) ?? page
    }
    if (page) ageByVotes(page)
    // No await unless a render is under way: the first request registers its render before the next looks.
    const running = page && servable(page) ? undefined : flights.running(key)
    if (running) {
      await running
      page = pages.get(key)
      if (page) ageByVotes(page)
    }
    if (page && servable(page)) {
      for (const productId of page.productViews) events.emit('productViewed', productId)
      if (encoding === 'br') return sendStored(reply, page, encoding, page.br)
      const made = page.gzip === null
      const gzipped = await gzipCopy(page)
      // A copy made now is counted in the cache's bytes (the same page, set again).
      if (made && pages.get(key) === page) pages.set(key, page)
      return sendStored(reply, page, encoding, gzipped)
    }
    if (page) page.refreshing = true
    options.onRender?.(reasons.reason(key, page))
    req.pageReplay = { productViews: [], productsShown: new Set(), about: null }
    renders.set(req, { key, generation, startedAt: Date.now(), end: flights.start(key) })
  })

  // A render that keeps no copy (not a 200, a cookie, an error) wakes its waiters once answered; one
  // that reached keep() wakes them when its copy is stored.
  scope.addHook('onResponse', async (req) => {
    const render = renders.get(req)
    if (!render || render.keeping) return
    render.end()
    // A refresh that kept nothing: the next request tries again instead of the old copy lasting to its end.
    const page = pages.get(render.key)
    if (page) page.refreshing = false
  })

  scope.addHook('onSend', async (req, reply, payload) => {
    const render = renders.get(req)
    if (!render || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload
    if (!payload || typeof (payload as NodeJS.ReadableStream).pipe !== 'function') return payload
    const plain: Buffer[] = []
    // A browser that takes brotli gets it from here, and those bytes are the copy: the page is compressed
    // once (decision 0810). Otherwise @fastify/compress gzips it and the copy is compressed when kept.
    const sent: Buffer[] | null = pickEncoding(req.headers['accept-encoding']) === 'br' ? [] : null
    const changedSince = () => render.generation !== generation
    const keep = async () => {
      if (changedSince()) return // the catalogue changed while it rendered
      const body = Buffer.concat(plain)
      const type = String(reply.getHeader('content-type') ?? '')
      const policy = reply.raw.getHeader('content-security-policy')
      const scriptHashes = type.startsWith('text/html') ? inlineScriptHashes(body) : null
      const br = sent ? ownBytes(Buffer.concat(sent)) : (await compressPage(body)).br
      if (changedSince()) return
      const about = req.pageReplay?.about ?? null
      const fresh = freshFor(about === null ? ttlMs : aboutOneProductTtlMs)
      const shown = req.pageReplay ? votesThatAge(req.pageReplay) : new Set<number>()
      disk?.drop(render.key)
      pages.set(render.key, {
        br,
        gzip: null,
        contentType: type,
        policy:
          typeof policy === 'string' && scriptHashes ? policyForPinnedScripts(policy, scriptHashes) : null,
        productViews: req.pageReplay?.productViews ?? [],
        agedBy: shown,
        countsAt: render.startedAt,
        // Its counts are as of its render's start: a vote that landed while it rendered ages it when read.
        ...fresh,
        aged: false,
      })
    }
    const collect = (into: Buffer[], onEnd?: () => void) =>
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          into.push(chunk)
          done(null, chunk)
        },
        flush(done) {
          onEnd?.()
          done()
        },
      })
    const kept = () => {
      render.keeping = true
      keep()
        .catch((err: unknown) => req.log.warn({ err }, 'page cache: page not kept'))
        .finally(render.end)
    }
    const source = payload as NodeJS.ReadableStream
    reply.header('x-cache', 'MISS')
    const failed = (err: Error | null) => err && req.log.warn({ err }, 'page cache: render stream failed')
    if (!sent) return pipeline(source, collect(plain, kept), failed)
    reply.header('content-encoding', 'br').header('vary', 'accept-encoding').removeHeader('content-length')
    return pipeline(
      source,
      collect(plain),
      createBrotliByTurn({ ...STREAM_BROTLI, onTheSpotUpTo: ON_THE_SPOT_BYTES }),
      collect(sent, kept),
      failed,
    )
  })
}

/** The folder for pages pushed out (decision 0838); one that cannot be made leaves the store without it. */
function openDisk(scope: FastifyInstance, options: PageCacheOptions, onDrop: (key: string) => void) {
  try {
    const disk = spilledPages({ maxBytes: options.diskBytes!, parentDir: options.diskParentDir, onDrop })
    void disk.swept.then(
      (folders) =>
        folders.length && scope.log.info({ folders }, 'page cache: removed folders left by ended processes'),
    )
    return disk
  } catch (err) {
    scope.log.warn(
      { err },
      'page cache: no folder for pages pushed out of memory; they will be rendered again',
    )
    return null
  }
}

function sendStored(reply: FastifyReply, page: StoredPage, encoding: 'br' | 'gzip', body: Buffer) {
  if (page.policy) reply.header('content-security-policy', page.policy)
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .header('x-cache', 'HIT')
    .type(page.contentType)
    .send(body)
}
