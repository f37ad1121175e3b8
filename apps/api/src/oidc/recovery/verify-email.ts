// GET /account/verify-email?token=…: the link of the sign-up email. Opening it confirms the address
// (email_verified becomes true in the tokens and userinfo); it works once, for 48 hours.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { markEmailVerified } from '../accounts/accounts.ts'
import { consumeAccountToken } from '../accounts/account-tokens.ts'
import { emailConfirmedPage, linkExpiredPage } from './recovery-pages.ts'
import type { RecoveryDeps } from './password-reset.ts'

export const verifyEmail =
  (deps: RecoveryDeps) =>
  async (req: FastifyRequest<{ Querystring: { token?: string } }>, reply: FastifyReply) => {
    const accountId = await consumeAccountToken(deps.db, String(req.query.token ?? ''), 'verify')
    if (!accountId) return reply.status(410).type('text/html').send(linkExpiredPage('verify'))
    await markEmailVerified(deps.db, accountId)
    return reply.type('text/html').send(emailConfirmedPage())
  }
