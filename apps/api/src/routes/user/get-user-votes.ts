// Spec §7: GET /api/user/{id} ("votes of a user"): the signed-in shopper and their upvoted product ids.
// Only the shopper themself may read it (docs/decisions/0147).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { userVotesSchema } from '@haat/domain/catalog/entities'
import { signedInViewer } from '../../auth/require-user.ts'
import { forbidden } from '../../http/errors.ts'
import { userVotes } from '../../services/user-votes.ts'
import { errorAnswers } from '../schemas.ts'

export const userParams = z.object({ id: z.string().min(1).max(255) })

export async function getUserVotesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/user/:id',
    {
      schema: {
        tags: ['votes'],
        summary: 'The signed-in shopper (id = token subject) and the ids of the products they upvoted',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 200: userVotesSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (req) => {
      const viewer = signedInViewer(req)
      if (viewer.userId !== req.params.id) throw forbidden('You can only see your own votes')
      return userVotes(app.db, viewer)
    },
  )
}
