// GET /interaction/:uid (sign in) and GET /interaction/:uid/sign-up (create an account).
import type { FastifyReply } from 'fastify'
import { signInPage, signUpPage } from '../pages/sign-in-page.ts'
import { pendingSignIn, type InteractionDeps, type UidRequest } from './interaction.ts'

export function showSignIn({ provider }: InteractionDeps) {
  return async (req: UidRequest, reply: FastifyReply) => {
    const details = await pendingSignIn(provider, req, reply)
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined
    return reply.type('text/html').send(signInPage({ uid: details.uid, values: { email: hint } }))
  }
}

export function showSignUp({ provider }: InteractionDeps) {
  return async (req: UidRequest, reply: FastifyReply) => {
    const details = await pendingSignIn(provider, req, reply)
    return reply.type('text/html').send(signUpPage({ uid: details.uid }))
  }
}
