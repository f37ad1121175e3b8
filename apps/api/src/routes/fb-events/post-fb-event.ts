// Spec §7: POST /api/fb-events — AddToCart, AddToWishlist, buy_now_click … from the browser; stored and
// forwarded to the Meta Conversions API when configured (docs/checkout.md).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { fbEventSchema } from '@haat/domain/catalog/errors'
import type { MetaSettings } from '../../adapters/meta/conversions-api.ts'
import { clickId } from '../../services/tracking/click-id.ts'
import { recordFbEvent } from '../../services/tracking/record-fb-event.ts'
import { errorAnswers } from '../schemas.ts'

export async function postFbEventRoute(app: FastifyInstance) {
  const { META_PIXEL_ID, META_ACCESS_TOKEN, META_GRAPH_URL, META_TEST_EVENT_CODE } = app.env
  const meta: MetaSettings | null =
    META_PIXEL_ID && META_ACCESS_TOKEN
      ? {
          graphUrl: META_GRAPH_URL,
          pixelId: META_PIXEL_ID,
          accessToken: META_ACCESS_TOKEN,
          ...(META_TEST_EVENT_CODE && { testEventCode: META_TEST_EVENT_CODE }),
        }
      : null
  app.withTypeProvider<ZodTypeProvider>().post(
    '/fb-events',
    {
      bodyLimit: 32 * 1024,
      // Browser reports share one allowance per client (docs/decisions/0150).
      preHandler: app.clientLogLimit,
      schema: {
        tags: ['ops'],
        summary: 'Record an advertising event and forward it to Meta (the email only hashed)',
        body: fbEventSchema,
        response: {
          200: z.object({ success: z.boolean(), message: z.string().optional() }),
          ...errorAnswers(400, 401, 413, 415, 429),
        },
      },
    },
    async (req, reply) => {
      const at = new Date()
      const result = await recordFbEvent(app.db, meta, req.body, {
        clientIp: req.ip,
        userAgent: req.headers['user-agent'],
        fbc: clickId(req, reply, req.body.eventUrl, at),
        at,
      })
      if (!result.success) req.log.warn({ reason: result.message }, 'Meta Conversions API forwarding failed')
      return result
    },
  )
}
