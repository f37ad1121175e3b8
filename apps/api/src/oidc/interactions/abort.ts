// POST /interaction/:uid/abort ("Back to the store"): the client gets error=access_denied at its
// redirect URI, as OpenID Connect says, and the pages there decide where the shopper goes next.
import type { FastifyReply } from 'fastify'
import { finishInteraction, pendingSignIn, type InteractionDeps, type UidRequest } from './interaction.ts'

export function abortSignIn({ provider }: InteractionDeps) {
  return async (req: UidRequest, reply: FastifyReply) => {
    await pendingSignIn(provider, req, reply)
    return finishInteraction(provider, req, reply, {
      error: 'access_denied',
      error_description: 'The shopper left sign-in',
    })
  }
}
