// The requests that change what a catalogue read shows: a vote up or down, the guest-vote merge and a
// shopper's own vote list (they move upvote counts and totals). Stock and prices are not written by the
// storefront. One list, so every cache empties on the same writes.
import type { FastifyReply, FastifyRequest } from 'fastify'

const CATALOG_WRITES = /^\/api\/(product\/(up|down)vote\/|user\/)/

export function isCatalogWrite(req: FastifyRequest, reply: FastifyReply): boolean {
  return req.method !== 'GET' && reply.statusCode < 300 && CATALOG_WRITES.test(req.routeOptions.url ?? '')
}
