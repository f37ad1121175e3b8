// The requests that change what a catalogue read shows in a way no stored copy can patch: the
// guest-vote merge and a shopper's own vote list (they move many upvote counts at once). Single votes
// announce the one count they moved (`counted`, routes/product/*vote-product.ts). Stock and prices are
// not written by the storefront. One list, so every cache empties on the same writes.
import type { FastifyReply, FastifyRequest } from 'fastify'

const CATALOG_WRITES = /^\/api\/user\//

export function isCatalogWrite(req: FastifyRequest, reply: FastifyReply): boolean {
  return req.method !== 'GET' && reply.statusCode < 300 && CATALOG_WRITES.test(req.routeOptions.url ?? '')
}
