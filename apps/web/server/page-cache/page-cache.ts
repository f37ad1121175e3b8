// Page cache (docs/decisions/0411): a shared page (shared-pages.ts) is rendered once and its copy sent
// to every shopper for PAGE_CACHE_MS, with its inline scripts pinned by hash instead of a nonce. A
// catalogue change (a vote here, or on another instance through Redis) empties it at once; a page whose
// render began before the change is not kept. Past its time one request renders the page anew while
// the others still get the copy. A copy of a product page still counts the product's view.
import { Transform } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LruObject } from 'toad-cache'
import { listenWhileOpen, type CatalogEvents } from '@haat/api/events/catalog-events'
import type { PageReplay } from '../../app/lib/page-replay.ts'
import { pinInlineScripts, policyForPinnedScripts } from './pin-scripts.ts'
import { sharedPageKey } from './shared-pages.ts'
import { compressPage, pickEncoding, type StoredPage } from './stored-page.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** What a stored copy of this page must still do; filled by the page's loaders. */
    pageReplay: PageReplay | null
  }
}

export type PageCacheOptions = { ttlMs: number; events: CatalogEvents; maxPages?: number }
type Render = { key: string; generation: number }

export async function pageCache(scope: FastifyInstance, { ttlMs, events, maxPages = 500 }: PageCacheOptions) {
  scope.decorateRequest('pageReplay', null)
  if (ttlMs === 0) return
  const pages = new LruObject<StoredPage>(maxPages, 0)
  const renders = new WeakMap<FastifyRequest, Render>()
  let generation = 0
  listenWhileOpen(scope, events, 'changed', () => {
    generation++
    pages.clear()
  })

  scope.addHook('onRequest', async (req, reply) => {
    const key = sharedPageKey(req)
    const encoding = pickEncoding(req.headers['accept-encoding'])
    if (!key || !encoding) return
    const page = pages.get(key)
    const now = Date.now()
    if (page && (now < page.freshUntil || (page.refreshing && now < page.staleUntil))) {
      for (const productId of page.productViews) events.emit('productViewed', productId)
      return sendStored(reply, page, encoding)
    }
    if (page) page.refreshing = true
    req.pageReplay = { productViews: [] }
    renders.set(req, { key, generation })
  })

  scope.addHook('onSend', async (req, reply, payload) => {
    const render = renders.get(req)
    if (!render || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload
    if (!payload || typeof (payload as NodeJS.ReadableStream).pipe !== 'function') return payload
    const chunks: Buffer[] = []
    const keep = async () => {
      if (render.generation !== generation) return // the catalogue changed while it rendered
      const body = Buffer.concat(chunks)
      const type = String(reply.getHeader('content-type') ?? '')
      const policy = reply.raw.getHeader('content-security-policy')
      const html = type.startsWith('text/html')
      const pinned = html ? pinInlineScripts(body.toString('utf8'), req.cspNonce) : null
      const compressed = await compressPage(pinned ? Buffer.from(pinned.html) : body)
      if (render.generation !== generation) return
      const now = Date.now()
      pages.set(render.key, {
        ...compressed,
        contentType: type,
        policy:
          typeof policy === 'string' && pinned ? policyForPinnedScripts(policy, pinned.scriptHashes) : null,
        productViews: req.pageReplay?.productViews ?? [],
        freshUntil: now + ttlMs,
        staleUntil: now + 2 * ttlMs,
        refreshing: false,
      })
    }
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done(null, chunk)
      },
      flush(done) {
        keep().catch((err: unknown) => req.log.warn({ err }, 'page cache: page not kept'))
        done()
      },
    })
    const source = payload as NodeJS.ReadableStream
    source.on('error', (err) => tee.destroy(err))
    reply.header('x-cache', 'MISS')
    return source.pipe(tee)
  })
}

function sendStored(reply: FastifyReply, page: StoredPage, encoding: 'br' | 'gzip') {
  if (page.policy) reply.header('content-security-policy', page.policy)
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .header('x-cache', 'HIT')
    .type(page.contentType)
    .send(page[encoding])
}
