// Shared answers (docs/decisions/0410): a catalogue read asked without a bearer token and without guest
// upvotes is the same for every shopper, so its serialized answer is kept per URL for
// LISTING_PAGE_CACHE_MS and sent again before any parsing, query or serialization. Routes opt in with
// `config: { sharedAnswer: true }`. A catalogue change (a vote here, or on another instance through
// Redis) empties it; an answer whose reading began before the change is not kept.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LruObject } from 'toad-cache'
import { guestUpvotesFromHeader } from '../auth/guest-upvotes-header.ts'
import { listenWhileOpen } from '../events/catalog-events.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL for anonymous shoppers: keep it (see shared-answers.ts). */
    sharedAnswer?: boolean
  }
}

const MAX_ANSWERS = 2000
const JSON_TYPE = 'application/json; charset=utf-8'
/** The generation a request's answer was read in, or a hit already sent. */
const readIn = new WeakMap<FastifyRequest, number | 'hit'>()

/** The viewer will be a plain guest: no token, and no upvotes in the header as the viewer reads it. */
function isAnonymous(req: FastifyRequest): boolean {
  return !req.headers.authorization && guestUpvotesFromHeader(req).length === 0
}

export const sharedAnswersPlugin = fp(async (app: FastifyInstance) => {
  const ttl = app.env.LISTING_PAGE_CACHE_MS
  if (ttl === 0) return
  const answers = new LruObject<string>(MAX_ANSWERS, ttl)
  let generation = 0
  listenWhileOpen(app, app.catalogEvents, 'changed', () => {
    generation++
    answers.clear()
  })

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.routeOptions.config.sharedAnswer || !isAnonymous(req)) return
    const body = answers.get(req.url)
    if (body === undefined) {
      readIn.set(req, generation)
      return
    }
    readIn.set(req, 'hit')
    return reply.type(JSON_TYPE).send(body)
  })
  app.addHook('onSend', async (req, reply, payload) => {
    const read = readIn.get(req)
    if (read === generation && reply.statusCode === 200 && typeof payload === 'string')
      answers.set(req.url, payload)
    return payload
  })
})
