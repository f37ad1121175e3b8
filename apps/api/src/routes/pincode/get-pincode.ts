// GET /api/pincode/{pincode} (issue 17 §3): a known pincode's city and state, the delivery zone, the
// estimated delivery date and whether cash on delivery is offered there. Unknown pincodes are a 404.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pincodeAnswerSchema } from '@haat/domain/catalog/pincode'
import { estimateDelivery } from '@haat/domain/rules/delivery-estimate'
import { HttpError } from '../../http/errors.ts'
import { findPincode } from '../../pincodes/pincode-table.ts'
import { errorAnswers } from '../schemas.ts'

const pincodeParam = z.string().regex(/^[1-9][0-9]{5}$/, 'must be 6 digits, the first not 0')

export async function getPincodeRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pincode/:pincode',
    {
      schema: {
        tags: ['delivery'],
        summary: 'City, state, estimated delivery and cash on delivery for a pincode',
        params: z.object({ pincode: pincodeParam }),
        response: { 200: pincodeAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (req, reply) => {
      const { pincode } = req.params
      const place = findPincode(pincode)
      if (!place)
        throw new HttpError(404, 'not_found', `${pincode} is not a pincode we know: check the digits`)
      const { zone, days, estimatedDelivery, cod } = estimateDelivery(
        app.shippingRules,
        place.state,
        new Date(),
      )
      // The estimate moves with the date: kept for a short while only.
      reply.header('cache-control', 'public, max-age=600')
      return { pincode, ...place, zone, deliveryDays: days, estimatedDelivery, cod }
    },
  )
}
