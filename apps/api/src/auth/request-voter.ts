// Who casts a vote: the signed-in shopper, or the guest of the guest-id cookie (issued on a first
// upvote). With UPVOTE_REQUIRES_SIGN_IN a guest gets a 401 (docs/decisions/0140).
import type { FastifyReply, FastifyRequest } from 'fastify'
import { unauthorized } from '../http/errors.ts'
import type { Voter } from '../repositories/votes.ts'
import { issueGuestId, readGuestId } from './guest-id.ts'
import { guestVoterKey } from './viewer.ts'

/** null: a guest without a cookie (nothing voted yet) when `issue` is false. */
export function requestVoter(req: FastifyRequest, reply: FastifyReply, issue: boolean): Voter | null {
  const viewer = req.viewer
  if (viewer.kind === 'user') return { voterKey: viewer.voterKey, userId: viewer.userId }
  if (req.server.env.UPVOTE_REQUIRES_SIGN_IN) throw unauthorized('Sign in to upvote')
  const guestId = readGuestId(req) ?? (issue ? issueGuestId(reply) : null)
  return guestId ? { voterKey: guestVoterKey(guestId), userId: null } : null
}
