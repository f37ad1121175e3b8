// The guest's local upvote list, sent with every product call as the guest_upvotes header (spec §7).
import type { FastifyRequest } from 'fastify'
import { parseGuestUpvotes } from '@haat/domain/rules/guest-upvotes'

export function guestUpvotesFromHeader(req: FastifyRequest): number[] {
  // The spec names it guest_upvotes; proxies that drop underscored headers leave guest-upvotes.
  const raw = req.headers['guest_upvotes'] ?? req.headers['guest-upvotes']
  return parseGuestUpvotes(Array.isArray(raw) ? raw.join(',') : raw)
}
