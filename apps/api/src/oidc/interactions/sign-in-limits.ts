// Sign-in throttling (@fastify/rate-limit's counters, in Redis when REDIS_URL is set): attempts per
// email stop password guessing on one account; posts per address slow a sweep over many accounts
// (higher, since many shoppers share a mobile carrier's address).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { normaliseEmail } from '../accounts/accounts.ts'

export type SignInLimits = { perEmail: number; perAddress: number }
/** Seconds to wait, or null when the attempt may go ahead. Sign-up posts count per address only. */
export type LimitCheck = (req: FastifyRequest, opts: { perEmail: boolean }) => Promise<number | null>

const MINUTE = 60_000

export function signInLimiter(app: FastifyInstance, limits: SignInLimits): LimitCheck {
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: MINUTE,
    keyGenerator: (req) => `sign-in:ip:${req.ip}`,
  })
  const byEmail = app.createRateLimit({
    max: limits.perEmail,
    timeWindow: MINUTE,
    keyGenerator: (req) =>
      `sign-in:email:${normaliseEmail(String((req.body as { email?: unknown })?.email ?? ''))}`,
  })
  return async (req, { perEmail }) => {
    const checks = [await byAddress(req)]
    if (perEmail) checks.push(await byEmail(req))
    const waits = checks.flatMap((c) => (c.isAllowed || !c.isExceeded ? [] : [c.ttlInSeconds]))
    return waits.length ? Math.max(1, ...waits) : null
  }
}
