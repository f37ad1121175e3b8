// Shared answers (docs/decisions/0410, 0640): a catalogue read is the same for every shopper but for
// isUpvoted, so its serialized answer is kept per URL for LISTING_PAGE_CACHE_MS (a product's as long as
// its page, decision 0835) and sent again before any parsing, query or serialization, to guests and
// voters alike. The stored copy never carries a viewer's state: it is kept with every isUpvoted false,
// with the products it shows and the filter its total votes sums. A viewer with votes among its
// products (guest_upvotes header, or a signed-in shopper's votes, kept per shopper:
// services/voter-votes.ts) gets the copy with their isUpvoted laid over; a product a vote moved since
// gets its live count, and the total moves with every vote on a product the filter lists.
// A search's total moves once the database says the product matches it (shared-answer-searches.ts).
// Routes opt in with `config: { sharedAnswer: true }`. A change no one can patch (`changed`) empties it.
// Requests for an answer that is being read already wait for that read (services/flights.ts); past its
// time one request reads it anew while the others still get the copy (decision 0808).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Viewer } from '../auth/viewer.ts'
import { listenWhileOpen } from '../events/catalog-events.ts'
import { forEachProduct, productsIn } from '../http/answer-products.ts'
import type { ProductFilter } from '../repositories/product-listing.ts'
import { filterOfAnswer } from '../services/answer-filter.ts'
import { createByteCache } from '../services/byte-cache.ts'
import { createFlights } from '../services/flights.ts'
import { answersByScope } from '../services/answers-by-scope.ts'
import { filterLists } from '../services/filter-scope.ts'
import { freshFor, servable, type Freshness } from '../services/stale-while-refresh.ts'
import { keepVoterVotes } from '../services/voter-votes.ts'
import { acceptsBrotli, brotliText } from '../http/brotli.ts'
import { answerBytes, nextVersion, patchAnswer, rebaseAnswer } from './shared-answer-patch.ts'
import { moveSearchTotals, type SearchAnswer } from './shared-answer-searches.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL but for isUpvoted: keep it (see shared-answers.ts). */
    sharedAnswer?: boolean
    /** Each answer counts a view of the product it shows: a stored copy still counts it. */
    countsView?: boolean
    /** How long the stored answer stays fresh, if not LISTING_PAGE_CACHE_MS (decision 0835). */
    sharedAnswerMs?: number
  }
}

export type StoredAnswer = {
  /** The answer's UTF-8 bytes, sent as they are: a JS string holding "₹" is two bytes a character and
   *  would be transcoded at every send (half a stored answer's cost, measured in stop 35). */
  bytes: Buffer
  products: [id: number, upvoteCount: number][]
  filter: ProductFilter | undefined
  /** Votes on listed products since it was stored: added to its total votes. */
  sumMoved: number
  /** The product each copy counts a view of (countsView routes). */
  viewed: number | undefined
  /** The body in brotli, made when a viewer with nothing to lay over first asks (decision 0805). */
  br: Buffer | null
  /** Which bytes these are: a voter's copy made from other bytes is not sent (decision 0820). */
  version: number
  /** A search answer waiting to learn whether a vote's product matches it (shared-answer-searches.ts). */
  judging?: Promise<void>
} & Freshness
/** A voter's copy: the answer in brotli with one set of its products upvoted (decision 0820). */
type OwnCopy = { version: number; br: Buffer }

const MAX_ANSWERS = 2000
const MAX_BYTES = 16 * 1024 * 1024
/** Voters' copies: a few KB each, bounded apart from the answers they are made from. */
const MAX_OWN_COPIES = 4000
const MAX_OWN_BYTES = 4 * 1024 * 1024
const JSON_TYPE = 'application/json; charset=utf-8'
/** The generation a request's answer was read in, or a hit already sent; and the answer's filter. */
const readIn = new WeakMap<FastifyRequest, number | 'hit'>()
const filterOf = new WeakMap<FastifyRequest, ProductFilter>()
/** The copy a request reads anew past its time: sent again to the next request if the read keeps nothing. */
const refreshes = new WeakMap<FastifyRequest, StoredAnswer>()
/** Ends the read a request does for the others waiting on the same URL. */
const readEnds = new WeakMap<FastifyRequest, () => void>()
/** How long a request waits for another's read of the same answer before reading its own. */
const READ_WAIT_MS = 2000

export const sharedAnswersPlugin = fp(async (app: FastifyInstance) => {
  const ttl = app.env.LISTING_PAGE_CACHE_MS
  if (ttl === 0) return
  // A vote visits the answers that may list its product, not all 2,000 (services/answers-by-scope.ts).
  const byScope = answersByScope()
  const answers = createByteCache<StoredAnswer>({
    maxBytes: MAX_BYTES,
    maxEntries: MAX_ANSWERS,
    ttlMs: 0, // freshness is the copy's own (freshUntil, staleUntil)
    // The bytes and their brotli copy (~15 % of them, made on the first ask).
    sizeOf: (s) => Math.ceil(1.15 * s.bytes.length) + 16 * s.products.length + 256,
    onRemove: (url) => byScope.remove(url),
  })
  // Keyed by the URL and the viewer's upvoted products among the answer's: every viewer with the same
  // ones gets the same bytes, and no one else does.
  const ownCopies = createByteCache<OwnCopy>({
    maxBytes: MAX_OWN_BYTES,
    maxEntries: MAX_OWN_COPIES,
    ttlMs: 0, // valid while made from the stored answer's bytes (version)
    sizeOf: (c) => c.br.length + 128,
  })
  app.metrics.watchCacheBytes('shared-answers', () => answers.calculatedSize)
  app.metrics.watchCacheBytes('own-copies', () => ownCopies.calculatedSize)
  const flights = createFlights(READ_WAIT_MS)
  let generation = 0
  listenWhileOpen(app, app.catalogEvents, 'changed', () => {
    generation++
    answers.clear() // and, through onRemove, byScope
    ownCopies.clear()
  })
  const forget = (url: string, stored: StoredAnswer) => {
    if (answers.peek(url) === stored) answers.delete(url)
  }
  listenWhileOpen(app, app.catalogEvents, 'counted', ({ productId, moved, scope }) => {
    if (moved === 0) return
    const searched: SearchAnswer[] = []
    for (const url of byScope.mayList(productId, scope)) {
      const stored = answers.peek(url)
      if (!stored?.filter) continue
      const { search, ...rest } = stored.filter
      const lists = filterLists(rest, productId, scope)
      if (lists === undefined) answers.delete(url)
      else if (lists && search) searched.push([url, stored, search.match])
      else if (lists) stored.sumMoved += moved
    }
    if (searched.length) moveSearchTotals(app.db, searched, { productId, moved }, forget)
  })

  const voterVotes = keepVoterVotes(app, app.db, app.catalogEvents)
  app.metrics.watchCacheBytes('voter-votes', voterVotes.bytes)
  /** The viewer's upvotes among the stored products: a signed-in shopper's kept votes (decision 0818). */
  async function upvotedAmong(viewer: Viewer, ids: number[]): Promise<ReadonlySet<number>> {
    if (viewer.kind === 'user') return voterVotes.upvotedAmong(viewer.voterKey, ids)
    return viewer.guestUpvotes
  }

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.routeOptions.config.sharedAnswer) return
    let stored = answers.get(req.url)
    if (stored?.judging) {
      // A search answer learning whether a vote's product matches it: sent with that vote, or read anew.
      await stored.judging
      stored = answers.get(req.url)
    }
    const running = stored === undefined || !servable(stored) ? flights.running(req.url) : undefined
    if (running) {
      await running
      stored = answers.get(req.url)
    }
    if (stored === undefined || !servable(stored)) {
      // A copy still within twice its time is sent to the others while this request reads it anew.
      if (stored && Date.now() < stored.staleUntil) {
        stored.refreshing = true
        refreshes.set(req, stored)
      }
      readIn.set(req, generation)
      readEnds.set(req, flights.start(req.url))
      return
    }
    readIn.set(req, 'hit')
    if (stored.viewed !== undefined) app.viewCounter.add(stored.viewed)
    const upvoted = await upvotedAmong(
      req.viewer,
      stored.products.map(([id]) => id),
    )
    rebaseAnswer(stored, app.liveCounts)
    // x-cache says it came from a stored copy (the benchmark counts them).
    reply.type(JSON_TYPE).header('x-cache', 'HIT')
    if (!acceptsBrotli(req.headers['accept-encoding']))
      return reply.send(patchAnswer(stored, upvoted, app.liveCounts))
    // Most requests are from viewers with no upvotes: the hottest path walks nothing for them.
    const own = upvoted.size ? stored.products.filter(([id]) => upvoted.has(id)).map(([id]) => id) : []
    if (own.length) {
      // A voter: the copy made for viewers with these same upvotes, or one made now (decision 0820).
      const key = `${req.url}\n${own.join(',')}`
      let copy = ownCopies.get(key)
      if (copy?.version !== stored.version) {
        const version = stored.version
        copy = { version, br: await brotliText(answerBytes(patchAnswer(stored, upvoted, app.liveCounts))) }
        if (stored.version === version) ownCopies.set(key, copy)
      }
      return reply.header('content-encoding', 'br').header('vary', 'accept-encoding').send(copy.br)
    }
    // The same bytes for every such viewer: compressed once, not for each answer (decision 0805). Kept
    // only if no vote rebased the copy while it was compressed.
    let br = stored.br
    if (!br) {
      const bytes = stored.bytes
      br = await brotliText(bytes)
      if (stored.bytes === bytes) stored.br = br
    }
    return reply.header('content-encoding', 'br').header('vary', 'accept-encoding').send(br)
  })
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const filter = filterOfAnswer(payload)
    if (filter) filterOf.set(req, filter)
    return payload
  })
  // A read ends once answered: its copy, if kept, was stored in onSend; if not (an error, another
  // viewer's state, a change mid-read) its waiters read their own.
  app.addHook('onResponse', async (req) => {
    readEnds.get(req)?.()
    const old = refreshes.get(req)
    if (old && answers.get(req.url) === old) old.refreshing = false // the next request reads it again
  })
  app.addHook('onSend', async (req, reply, payload) => {
    const read = readIn.get(req)
    if (read !== generation || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    // Kept as a guest without votes would read it: the viewer's own isUpvoted never goes in.
    const answer: unknown = JSON.parse(payload)
    let viewerState = false
    forEachProduct(answer, (p) => {
      viewerState ||= p.isUpvoted
      p.isUpvoted = false
    })
    const bytes = answerBytes(viewerState ? JSON.stringify(answer) : payload)
    const products = productsIn(answer)
    const viewed = req.routeOptions.config.countsView ? products[0]?.[0] : undefined
    const filter = filterOf.get(req)
    const stored = { bytes, products, filter, sumMoved: 0, viewed, br: null, version: nextVersion() }
    answers.set(req.url, { ...stored, ...freshFor(req.routeOptions.config.sharedAnswerMs ?? ttl) })
    if (filter && answers.has(req.url)) byScope.add(req.url, withoutSearch(filter))
    return payload
  })
})

/** A search's words are the database's to judge (shared-answer-searches.ts); its other filters, here. */
function withoutSearch({ search: _, ...rest }: ProductFilter): ProductFilter {
  return rest
}
