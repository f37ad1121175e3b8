// Sets req.viewer on every request: a verified bearer token makes a signed-in shopper (upserted into
// users); no token makes a guest. A bad token is a 401, never a silent guest.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { bearerToken } from '../auth/bearer-token.ts'
import { keepTokenRevocations, type TokenRevocations } from '../auth/token-revocations.ts'
import { guestUpvotesFromHeader } from '../auth/guest-upvotes-header.ts'
import { createTokenVerifier, type TokenClaims } from '../auth/token-verifier.ts'
import { rememberVerifiedTokens } from '../auth/verified-tokens.ts'
import { userVoterKey, type Viewer } from '../auth/viewer.ts'
import { unauthorized } from '../http/errors.ts'
import { upsertUser } from '../repositories/users.ts'

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer
  }
  interface FastifyInstance {
    /** Sign-out's revocations, read by every signed-in request (auth/token-revocations.ts). */
    tokenRevocations: TokenRevocations
  }
}

const GUEST: Viewer = { kind: 'guest', guestUpvotes: new Set() }
const KNOWN_USERS_MAX = 10_000

export const viewerPlugin = fp(async (app: FastifyInstance) => {
  const verify = rememberVerifiedTokens(createTokenVerifier(app.env))
  app.decorate('tokenRevocations', keepTokenRevocations(app, app.db, app.catalogEvents))
  // Users already written with these claims: skip the write on their next requests.
  const knownUsers = new Map<string, string>()

  async function rememberUser(claims: TokenClaims) {
    const fingerprint = `${claims.email}\n${claims.name}`
    if (knownUsers.get(claims.sub) === fingerprint) return
    await upsertUser(app.db, {
      id: claims.sub,
      email: claims.email,
      name: claims.name,
      issuer: claims.issuer,
    })
    if (knownUsers.size >= KNOWN_USERS_MAX) knownUsers.clear()
    knownUsers.set(claims.sub, fingerprint)
  }

  // Fastify forbids object defaults on requests; the hook below always sets it.
  app.decorateRequest('viewer', null as never)
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req)
    if (token) {
      const claims = await verify(token)
      // Signed out with this token (the logout call): refused on every instance (token-revocations.ts).
      if (await app.tokenRevocations.isRevoked(token))
        throw unauthorized('The access token was revoked at sign-out', 'invalid_token')
      await rememberUser(claims)
      const { sub, email, name, expiresAt, role, brand } = claims
      req.viewer = {
        kind: 'user',
        userId: sub,
        email,
        name,
        voterKey: userVoterKey(sub),
        expiresAt,
        role,
        brandSlug: brand,
      }
      return
    }
    const guestUpvotes = guestUpvotesFromHeader(req)
    req.viewer = guestUpvotes.length ? { kind: 'guest', guestUpvotes: new Set(guestUpvotes) } : GUEST
  })
})
