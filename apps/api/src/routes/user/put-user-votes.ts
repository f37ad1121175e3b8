// Spec §7: PUT /api/user/{id} ("votes of a user"): upvotes the listed products for the signed-in
// shopper — idempotent, nothing is taken back — and answers as GET /api/user/{id} (decisions/0147).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { userVotesSchema } from '@haat/domain/catalog/entities'
import { productIdSchema } from '@haat/domain/rules/guest-upvotes-schema'
import { GUEST_UPVOTES_MAX } from '@haat/domain/constants/timings'
import { signedInViewer } from '../../auth/require-user.ts'
import { forbidden } from '../../http/errors.ts'
import { addUserVotes, userVotes } from '../../services/user-votes.ts'
import { errorAnswers } from '../schemas.ts'
import { userParams } from './get-user-votes.ts'

export async function putUserVotesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/user/:id',
    {
      schema: {
        tags: ['votes'],
        summary: "Upvote the listed products for the signed-in shopper; answers the shopper's votes",
        security: [{ bearer: [] }],
        params: userParams,
        body: z.object({ upvotedProductIds: z.array(productIdSchema).max(GUEST_UPVOTES_MAX) }),
        response: { 200: userVotesSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (req) => {
      const viewer = signedInViewer(req)
      if (viewer.userId !== req.params.id) throw forbidden('You can only change your own votes')
      await addUserVotes(app.db, viewer, req.body.upvotedProductIds)
      return userVotes(app.db, viewer)
    },
  )
}
