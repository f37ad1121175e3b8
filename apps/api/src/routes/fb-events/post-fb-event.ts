// Spec §7: POST /api/fb-events — AddToCart, AddToWishlist, buy_now_click … from the browser.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { fbEventSchema } from '@haat/domain/catalog/errors'
import { recordFbEvent } from '../../services/record-fb-event.ts'
import { errorAnswers } from '../schemas.ts'

export async function postFbEventRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/fb-events',
    {
      bodyLimit: 32 * 1024,
      // Browser reports share one allowance per client (docs/decisions/0150).
      preHandler: app.clientLogLimit,
      schema: {
        tags: ['ops'],
        summary: 'Record an advertising event (stored for forwarding; the email is kept hashed)',
        body: fbEventSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errorAnswers(400, 401, 413, 415, 429) },
      },
    },
    async (req) => {
      await recordFbEvent(app.db, req.body, req.ip)
      return { success: true as const }
    },
  )
}
