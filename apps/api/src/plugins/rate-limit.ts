// Rate limits for guest votes and client logs: per client, shared across instances through Redis
// when REDIS_URL is set; if Redis fails, requests pass (skipOnError) rather than the store going down.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import { readGuestId } from '../auth/guest-id.ts'
import { HttpError } from '../http/errors.ts'

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.env.REDIS_URL
    ? new Redis(app.env.REDIS_URL, {
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
    nameSpace: 'haat-rl:',
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, 'too_many_requests', `Too many requests; try again in ${ctx.after}`),
  })
})

/** A guest with a valid cookie is one client; without one, the address is (cookies are free to drop). */
function guestClientKey(req: FastifyRequest): string {
  const guestId = readGuestId(req)
  return guestId ? `guest:${guestId}` : `ip:${req.ip}`
}

/** Route config: guest votes per client per minute; signed-in shoppers are not limited here. */
export function guestVoteRateLimit(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler',
    groupId: 'guest-votes',
    keyGenerator: guestClientKey,
    allowList: (req) => req.viewer.kind === 'user',
  }
}

export function clientLogRateLimit(max: number): RateLimitOptions {
  return { max, timeWindow: 60_000, hook: 'preHandler', groupId: 'client-logs' }
}
