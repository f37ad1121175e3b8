// GET/POST /account/forgot-password and /account/reset-password. The "check your email" answer is the
// same for every well-formed email, registered or not; the link works once, for 30 minutes.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { changePassword, findAccountByEmail } from '../accounts/accounts.ts'
import { consumeAccountToken, peekAccountToken } from '../accounts/account-tokens.ts'
import { PASSWORD_MAX, PASSWORD_MIN, SIGN_IN_MESSAGES } from '../interactions/messages.ts'
import {
  forgotPasswordPage,
  linkExpiredPage,
  newPasswordPage,
  passwordChangedPage,
  resetLinkSentPage,
} from './recovery-pages.ts'
import type { RecoveryLimit } from './recovery-limits.ts'
import { sendResetLink } from './send-links.ts'

export type RecoveryDeps = { db: Db; origin: string; limit: RecoveryLimit }
type Form = FastifyRequest<{ Body: Record<string, string> | undefined; Querystring: Record<string, string> }>

const text = z.string().optional().default('')
const uidOf = (v: string) => (/^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : undefined)
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html').send(body)

export const showForgotPassword = () => async (req: Form, reply: FastifyReply) => {
  const { uid, email } = z.object({ uid: text, email: text }).parse(req.query ?? {})
  return html(reply, 200, forgotPasswordPage({ uid: uidOf(uid), email: email.slice(0, 254) }))
}

export const requestReset = (deps: RecoveryDeps) => async (req: Form, reply: FastifyReply) => {
  await deps.limit(req, { perEmail: true })
  const form = z.object({ email: text, uid: text }).parse(req.body ?? {})
  const uid = uidOf(form.uid)
  const email = z.email().max(254).safeParse(form.email.trim())
  if (!email.success) {
    return html(
      reply,
      400,
      forgotPasswordPage({ uid, email: form.email, error: SIGN_IN_MESSAGES.emailInvalid }),
    )
  }
  const account = await findAccountByEmail(deps.db, email.data)
  if (account) await sendResetLink(deps.db, deps.origin, account, uid)
  return html(reply, 200, resetLinkSentPage(email.data, uid))
}

export const showResetForm = (deps: RecoveryDeps) => async (req: Form, reply: FastifyReply) => {
  const { token, uid } = z.object({ token: text, uid: text }).parse(req.query ?? {})
  if (!(await peekAccountToken(deps.db, token, 'reset'))) return html(reply, 410, linkExpiredPage('reset'))
  return html(reply, 200, newPasswordPage({ token, uid: uidOf(uid) }))
}

const newPassword = z
  .string()
  .min(PASSWORD_MIN, SIGN_IN_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, SIGN_IN_MESSAGES.passwordTooLong)

export const resetPassword = (deps: RecoveryDeps) => async (req: Form, reply: FastifyReply) => {
  await deps.limit(req, { perEmail: false })
  const form = z.object({ token: text, uid: text, password: text }).parse(req.body ?? {})
  const uid = uidOf(form.uid)
  const password = newPassword.safeParse(form.password)
  if (!password.success) {
    const error = password.error.issues[0]!.message
    return html(reply, 400, newPasswordPage({ token: form.token, uid, error }))
  }
  const accountId = await consumeAccountToken(deps.db, form.token, 'reset')
  if (!accountId) return html(reply, 410, linkExpiredPage('reset'))
  await changePassword(deps.db, accountId, password.data)
  return html(reply, 200, passwordChangedPage(uid))
}
