// POST /interaction/:uid/sign-up: name, email, password → a new account, signed in at once (303), and
// an email with a link that confirms the address.
import type { FastifyReply } from 'fastify'
import { createAccount } from '../accounts/accounts.ts'
import { signUpPage } from '../pages/sign-in-page.ts'
import { sendVerificationLink } from '../recovery/send-links.ts'
import { parseSignUp } from './forms.ts'
import {
  finishInteraction,
  signedIn,
  throttledPost,
  type InteractionDeps,
  type UidRequest,
} from './interaction.ts'
import { SIGN_IN_MESSAGES } from './messages.ts'

export function signUp(deps: InteractionDeps) {
  return async (req: UidRequest, reply: FastifyReply) => {
    const { uid } = await throttledPost(deps, req, reply, false)
    const form = parseSignUp(req.body)
    const again = (values: { name: string; email: string }, fieldErrors: Record<string, string>) =>
      reply.status(400).type('text/html').send(signUpPage({ uid, values, fieldErrors }))
    if (!form.ok) return again(form.values, form.errors)
    const account = await createAccount(deps.db, form.input)
    if (!account) return again(form.input, { email: SIGN_IN_MESSAGES.emailTaken })
    await sendVerificationLink(deps.db, deps.origin, account) // queued: a mail outage never blocks sign-up
    return finishInteraction(deps.provider, req, reply, signedIn(account.id))
  }
}
