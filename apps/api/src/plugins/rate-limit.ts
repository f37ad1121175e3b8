// Rate limits for votes and client logs: per client, shared across instances through Redis
// when REDIS_URL is set; if Redis fails, requests pass (skipOnError) rather than the store going down.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { readGuestId } from '../auth/guest-id.ts'
import { HttpError } from '../http/errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: votes (upvote and downvote share one allowance): per guest client, or per account. */
    guestVoteLimit: preHandlerAsyncHookHandler
    /** preHandler: client log reports per client. */
    clientLogLimit: preHandlerAsyncHookHandler
  }
}

/**
 * A signed-in shopper is their account; a guest with a valid cookie is one client; without one, the
 * address is (cookies are free to drop).
 */
function voteClientKey(req: FastifyRequest): string {
  if (req.viewer.kind === 'user') return req.viewer.voterKey
  const guestId = readGuestId(req)
  return guestId ? `guest:${guestId}` : `ip:${req.ip}`
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  // ioredis is loaded only by a store that has Redis.
  const redis = app.env.REDIS_URL
    ? new (await import('ioredis')).Redis(app.env.REDIS_URL, {
        connectTimeout: 1000,
        commandTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      })
    : undefined
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate limit: Redis error'))
    app.addHook('onClose', async () => {
      redis.disconnect()
    })
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${app.env.REDIS_PREFIX}-rl:`,
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, 'too_many_requests', `Too many requests; try again in ${ctx.after}`),
  })
  // One limiter per purpose, shared by its routes (a route's own config would count each route apart).
  app.decorate(
    'guestVoteLimit',
    app.rateLimit({
      // A vote is idempotent per account, so the account allowance only stops a token hammering the
      // up/down pair; guests, who can mint clients, get the smaller one.
      max: (req) =>
        req.viewer.kind === 'user' ? app.env.SIGNED_IN_VOTE_RATE_LIMIT : app.env.GUEST_VOTE_RATE_LIMIT,
      timeWindow: 60_000,
      keyGenerator: voteClientKey,
    }),
  )
  app.decorate('clientLogLimit', app.rateLimit({ max: app.env.CLIENT_LOG_RATE_LIMIT, timeWindow: 60_000 }))
})
