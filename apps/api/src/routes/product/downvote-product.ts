// Spec §7: PUT /api/product/downvote/{productId} — takes the shopper's vote back; never below zero.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requestVoter } from '../../auth/request-voter.ts'
import { downvoteProduct } from '../../services/vote-product.ts'
import { movedBy } from '../../services/voter-votes.ts'
import { voteParams, voteResponse } from './vote-schemas.ts'

export async function downvoteProductRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/product/downvote/:productId',
    {
      preHandler: app.guestVoteLimit,
      schema: {
        tags: ['votes'],
        summary: "Take back the shopper's upvote of a product (repeating it changes nothing)",
        security: [{ bearer: [] }, {}],
        params: voteParams,
        response: voteResponse,
      },
    },
    async (req, reply) => {
      // A guest without a cookie never voted: there is nothing to take back, only the count to tell.
      const voterKey = requestVoter(req, reply, false)?.voterKey ?? null
      const { result, move } = await downvoteProduct(app.db, req.params.productId, voterKey)
      // Before the answer leaves (decision 0640); a signed-in voter's kept votes go with it (0818).
      app.catalogEvents.emit('counted', movedBy(move, req.viewer), 'local')
      if (move.moved !== 0) app.metrics.votes.inc({ direction: 'down' })
      return result
    },
  )
}
