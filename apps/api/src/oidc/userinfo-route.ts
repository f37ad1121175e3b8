// POST (and GET) /oidc/me, the userinfo endpoint (spec §7: bearer token → name, email, username, sub).
// oidc-provider's own userinfo refuses tokens made for a resource server, and every token we issue
// is a JWT for the API; so this route checks that JWT with the provider's keys and answers itself.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose'
import type { Db } from '../db/client.ts'
import { findAccountById } from './accounts/accounts.ts'
import { claimsOf } from './accounts/claims.ts'
import { EMBEDDED_ISSUER_PATH } from './embedded-issuer.ts'

export const USERINFO_PATH = `${EMBEDDED_ISSUER_PATH}/me`

type Options = { db: Db; issuer: string; audience: string; jwks: { keys: JWK[] } }

function refuse(reply: FastifyReply, description: string) {
  // RFC 6750 §3: the challenge names the problem; the body keeps the API's { error, message } shape.
  reply.header('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
  return reply.status(401).send({ error: 'invalid_token', message: description })
}

export async function userinfoRoute(app: FastifyInstance, { db, issuer, audience, jwks }: Options) {
  const keys = createLocalJWKSet(jwks)
  // Clients may POST with or without a body; the token is in the header, the body is not read.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_req, payload, done) => {
    payload.resume()
    payload.on('end', () => done(null, undefined))
  })

  const handler = async (
    req: { headers: Record<string, string | string[] | undefined> },
    reply: FastifyReply,
  ) => {
    reply.header('cache-control', 'no-store')
    const header = req.headers.authorization
    const token = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined
    if (!token) return refuse(reply, 'A bearer access token is required')
    let sub: string | undefined
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, clockTolerance: 5 })
      sub = payload.sub
    } catch {
      return refuse(reply, 'The access token is invalid or has expired')
    }
    const account = sub ? await findAccountById(db, sub) : undefined
    if (!account) return refuse(reply, 'The account of this access token no longer exists')
    return claimsOf(account)
  }

  app.post(USERINFO_PATH, handler)
  app.get(USERINFO_PATH, handler)
}
