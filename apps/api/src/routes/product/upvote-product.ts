// Spec §7: PUT /api/product/upvote/{productId}. Signed-in shoppers vote as themselves; guests vote
// through a signed guest-id cookie (issued here), rate limited per client (docs/decisions/0140).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requestVoter } from '../../auth/request-voter.ts'
import { upvoteProduct } from '../../services/vote-product.ts'
import { movedBy } from '../../services/voter-votes.ts'
import { voteParams, voteResponse } from './vote-schemas.ts'

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
    async (req, reply) => {
      const { result, move } = await upvoteProduct(
        app.db,
        req.params.productId,
        requestVoter(req, reply, true)!,
      )
      // Before the answer leaves (decision 0640); a signed-in voter's kept votes go with it (0818).
      app.catalogEvents.emit('counted', movedBy(move, req.viewer), 'local')
      if (move.moved !== 0) app.metrics.votes.inc({ direction: 'up' })
      return result
    },
  )
}
