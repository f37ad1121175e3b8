// Mail-sending account pages are throttled per hour (counters in Redis when REDIS_URL is set): links
// per email stop anyone flooding one inbox, posts per address slow a sweep over many emails.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { normaliseEmail } from '../accounts/accounts.ts'
import { tooManyAttempts } from '../interactions/too-many-attempts.ts'

const HOUR = 60 * 60_000

export function recoveryLimiter(app: FastifyInstance, limits: { perEmail: number; perAddress: number }) {
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: HOUR,
    keyGenerator: (req) => `recovery:ip:${req.ip}`,
  })
  const byEmail = app.createRateLimit({
    max: limits.perEmail,
    timeWindow: HOUR,
    keyGenerator: (req) =>
      `recovery:email:${normaliseEmail(String((req.body as { email?: unknown })?.email ?? ''))}`,
  })
  /** Throws the 429 page when over either limit; emails only count where the form has one. */
  return async (req: FastifyRequest, { perEmail }: { perEmail: boolean }) => {
    const checks = [await byAddress(req), ...(perEmail ? [await byEmail(req)] : [])]
    const waits = checks.flatMap((c) => (c.isAllowed || !c.isExceeded ? [] : [c.ttlInSeconds]))
    if (waits.length) throw tooManyAttempts(Math.max(1, ...waits))
  }
}
export type RecoveryLimit = ReturnType<typeof recoveryLimiter>
