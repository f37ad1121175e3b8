// POST /interaction/:uid/sign-in: email + password → signed in, back to the provider (303).
// Wrong password and unknown email get the same message, so the page does not reveal accounts.
import type { FastifyReply } from 'fastify'
import { authenticate } from '../accounts/authenticate.ts'
import { signInPage } from '../pages/sign-in-page.ts'
import { signInForm } from './forms.ts'
import {
  finishInteraction,
  signedIn,
  throttledPost,
  type InteractionDeps,
  type UidRequest,
} from './interaction.ts'
import { SIGN_IN_MESSAGES } from './messages.ts'

export function signIn(deps: InteractionDeps) {
  return async (req: UidRequest, reply: FastifyReply) => {
    const { uid } = await throttledPost(deps, req, reply, true)
    const { email, password } = signInForm.parse(req.body ?? {})
    const account = email && password ? await authenticate(deps.db, email, password) : null
    if (account) return finishInteraction(deps.provider, req, reply, signedIn(account.id))
    const page = signInPage({ uid, values: { email }, error: SIGN_IN_MESSAGES.wrongCredentials })
    return reply.status(400).type('text/html').send(page)
  }
}
