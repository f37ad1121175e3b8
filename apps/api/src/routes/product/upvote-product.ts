// Spec §7: PUT /api/product/upvote/{productId}. Signed-in shoppers vote as themselves; guests vote
// through a signed guest-id cookie (issued here), rate limited per client — or get a 401 when
// UPVOTE_REQUIRES_SIGN_IN (the spec's second reading, docs/decisions/0140).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { voteResultSchema } from '@haat/domain/catalog/product'
import { issueGuestId, readGuestId } from '../../auth/guest-id.ts'
import { guestVoterKey } from '../../auth/viewer.ts'
import { unauthorized } from '../../http/errors.ts'
import type { Voter } from '../../repositories/votes.ts'
import { upvoteProduct } from '../../services/vote-product.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export const voteParams = z.object({ productId: idSchema })
export const voteResponse = { 200: voteResultSchema, ...errorAnswers(400, 401, 404, 429) }

/** The voter of this request; a guest without a cookie gets one when `issue` is set. */
export function voterOf(req: FastifyRequest, reply: FastifyReply, issue: boolean): Voter | null {
  const viewer = req.viewer
  if (viewer.kind === 'user') return { voterKey: viewer.voterKey, userId: viewer.userId }
  if (req.server.env.UPVOTE_REQUIRES_SIGN_IN) throw unauthorized('Sign in to upvote')
  const guestId = readGuestId(req) ?? (issue ? issueGuestId(reply) : null)
  return guestId ? { voterKey: guestVoterKey(guestId), userId: null } : null
}

export async function upvoteProductRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/product/upvote/:productId',
    {
      preHandler: app.guestVoteLimit,
      schema: {
        tags: ['votes'],
        summary: 'Upvote a product (once per shopper; repeating it changes nothing)',
        security: [{ bearer: [] }, {}],
        params: voteParams,
        response: voteResponse,
      },
    },
    async (req, reply) => upvoteProduct(app.db, req.params.productId, voterOf(req, reply, true)!),
  )
}
