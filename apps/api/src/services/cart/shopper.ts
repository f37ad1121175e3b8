// The shopper whose upvotes unlock discounts: a signed-in user, or the guest of the signed guest-id
// cookie. The guest_upvotes header is the browser's own claim and unlocks nothing (docs/decisions/0300).
import type { FastifyRequest } from 'fastify'
import { readGuestId } from '../../auth/guest-id.ts'
import { guestVoterKey } from '../../auth/viewer.ts'
import { unauthorized } from '../../http/errors.ts'
import type { Db } from '../../db/client.ts'
import { findUpvotedAmong } from '../../repositories/votes.ts'

export type Shopper = { userId: string | null; voterKey: string | null }

export function shopperOf(req: FastifyRequest): Shopper {
  if (req.viewer.kind === 'user') return { userId: req.viewer.userId, voterKey: req.viewer.voterKey }
  const guestId = readGuestId(req)
  return { userId: null, voterKey: guestId ? guestVoterKey(guestId) : null }
}

export async function upvotedProducts(
  db: Db,
  shopper: Shopper,
  productIds: readonly number[],
): Promise<Set<number>> {
  return shopper.voterKey ? findUpvotedAmong(db, shopper.voterKey, [...new Set(productIds)]) : new Set()
}

/** For the server bag and orders (spec §6: signed-in shoppers only). */
export function signedInShopper(req: FastifyRequest, message: string): Shopper & { userId: string } {
  if (req.viewer.kind !== 'user') throw unauthorized(message)
  return { userId: req.viewer.userId, voterKey: req.viewer.voterKey }
}
