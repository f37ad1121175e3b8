// What every sign-in page and post starts and ends with: the pending interaction of this browser
// (oidc-provider's cookie) for the uid in the URL, and finishing it with a 303 back to the provider.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import type { InteractionResults } from 'oidc-provider'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { SIGN_IN_MESSAGES } from './messages.ts'
import type { LimitCheck } from './sign-in-limits.ts'
import { tooManyAttempts } from './too-many-attempts.ts'

/** origin: the store's, for links in the mail sent at sign-up. */
export type InteractionDeps = { provider: Provider; db: Db; limit: LimitCheck; origin: string }
export type UidRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string> | undefined }>

export const expiredInteraction = () => new HttpError(400, 'interaction_expired', SIGN_IN_MESSAGES.expired)

/** The interaction waiting for a sign-in; anything else (expired, another tab's, consent) is refused. */
export async function pendingSignIn(provider: Provider, req: UidRequest, reply: FastifyReply) {
  let details
  try {
    details = await provider.interactionDetails(req.raw, reply.raw)
  } catch {
    throw expiredInteraction()
  }
  if (details.uid !== req.params.uid || details.prompt.name !== 'login') throw expiredInteraction()
  return details
}

/** A form post: throttled first (even without a valid interaction), then its pending sign-in. */
export async function throttledPost(
  { provider, limit }: InteractionDeps,
  req: UidRequest,
  reply: FastifyReply,
  perEmail: boolean,
) {
  const wait = await limit(req, { perEmail })
  if (wait !== null) throw tooManyAttempts(wait)
  return pendingSignIn(provider, req, reply)
}

export async function finishInteraction(
  provider: Provider,
  req: UidRequest,
  reply: FastifyReply,
  result: InteractionResults,
) {
  const returnTo = await provider.interactionResult(req.raw, reply.raw, result, {
    mergeWithLastSubmission: false,
  })
  return reply.redirect(returnTo, 303)
}

export const signedIn = (accountId: string): InteractionResults => ({ login: { accountId } })
