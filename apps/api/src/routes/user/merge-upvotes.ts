// Spec §7: PUT /api/user/merge/upvotes — merge the guest's upvotes into the signed-in account.
// The list is the body (a JSON array of product ids) or, without a body, the guest_upvotes header.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { mergeUpvotesResultSchema } from '@haat/domain/catalog/product'
import { productIdSchema } from '@haat/domain/rules/guest-upvotes-schema'
import { GUEST_UPVOTES_MAX } from '@haat/domain/constants/timings'
import { readGuestId } from '../../auth/guest-id.ts'
import { guestUpvotesFromHeader } from '../../auth/guest-upvotes-header.ts'
import { signedInViewer } from '../../auth/require-user.ts'
import { guestVoterKey } from '../../auth/viewer.ts'
import { mergeGuestUpvotes } from '../../services/merge-guest-upvotes.ts'
import { errorAnswers } from '../schemas.ts'

export async function mergeUpvotesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/user/merge/upvotes',
    {
      schema: {
        tags: ['votes'],
        summary: "Merge a guest's upvotes (body or guest_upvotes header, plus the guest cookie's votes)",
        security: [{ bearer: [] }],
        body: z.array(productIdSchema).max(GUEST_UPVOTES_MAX).nullish(),
        response: { 200: mergeUpvotesResultSchema, ...errorAnswers(400, 401) },
      },
    },
    async (req) => {
      const viewer = signedInViewer(req)
      const list = req.body?.length ? req.body : guestUpvotesFromHeader(req)
      const guestId = readGuestId(req)
      return mergeGuestUpvotes(app.db, viewer, list, guestId ? guestVoterKey(guestId) : null)
    },
  )
}
