// Spec §7: POST /api/fb-events — AddToCart, AddToWishlist, buy_now_click … from the browser; stored and
// forwarded to the Meta Conversions API when configured (docs/checkout.md). AddToCart also counts the
// adds to the bag the admin's insights show (decision 0770).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { fbEventSchema } from '@haat/domain/catalog/errors'
import { metaSettings } from '../../adapters/meta/meta-settings.ts'
import { countAddsToBag } from '../../services/insights/count-adds-to-bag.ts'
import { clickId } from '../../services/tracking/click-id.ts'
import { recordFbEvent } from '../../services/tracking/record-fb-event.ts'
import { errorAnswers } from '../schemas.ts'

export async function postFbEventRoute(app: FastifyInstance) {
  const meta = metaSettings(app.env)
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
      await countAddsToBag(app.db, req.body)
      const result = await recordFbEvent(
        app.db,
        meta,
        req.body,
        {
          clientIp: req.ip,
          userAgent: req.headers['user-agent'],
          fbc: clickId(req, reply, req.body.eventUrl, at),
          at,
          // A failed event goes to the job queue, retried after the first backoff step.
        },
        app.env.JOB_RETRY_BASE_MS,
      )
      if (!result.success) req.log.warn({ reason: result.message }, 'Meta Conversions API forwarding failed')
      return result
    },
  )
}
