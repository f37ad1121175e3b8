// Spec §7: PUT /api/product/upvote/{productId}. Signed-in shoppers vote as themselves; guests vote
// through a signed guest-id cookie (issued here), rate limited per client (docs/decisions/0140).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requestVoter } from '../../auth/request-voter.ts'
import { upvoteProduct } from '../../services/vote-product.ts'
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
      app.catalogEvents.emit('counted', move, 'local') // before the answer leaves (decision 0640)
      if (move.moved !== 0) app.metrics.votes.inc({ direction: 'up' })
      return result
    },
  )
}
