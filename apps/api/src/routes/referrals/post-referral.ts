// POST /api/referrals (issue 17 §4, decision 0782): a visit that came through a shared link, or an order
// placed after one. An order is recorded only for its own shopper, once; the sharer's purchases are then
// `referrals` rows of kind 'order' joined to orders that were paid or confirmed.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { REFERRAL_CODE } from '@haat/domain/rules/referral'
import { notFound } from '../../http/errors.ts'
import { recordReferredOrder, recordVisit } from '../../services/referrals/record-referral.ts'
import { errorAnswers } from '../schemas.ts'

const code = z.string().regex(REFERRAL_CODE, 'must be 8 to 16 lower-case letters and digits')
const bodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('visit'),
    code,
    path: z.string().regex(/^\/[^\s]{0,299}$/, 'must be a site path'),
  }),
  z.object({
    kind: z.literal('order'),
    code,
    orderId: z.string().regex(/^HT-[A-Z0-9-]{4,40}$/, 'must be an order id'),
  }),
])

export async function postReferralRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/referrals',
    {
      schema: {
        tags: ['share'],
        summary: 'Record a visit through a shared link, or an order placed after one',
        body: bodySchema,
        response: { 201: z.object({ recorded: z.boolean() }), ...errorAnswers(400, 404) },
      },
    },
    async (req, reply) => {
      const body = req.body
      const userId = req.viewer.kind === 'user' ? req.viewer.userId : null
      if (body.kind === 'visit') {
        await recordVisit(app.db, { code: body.code, path: body.path, userId })
        return reply.status(201).send({ recorded: true })
      }
      const recorded = userId ? await recordReferredOrder(app.db, { ...body, userId }) : null
      if (recorded === null) throw notFound('Order', body.orderId)
      return reply.status(201).send({ recorded })
    },
  )
}
