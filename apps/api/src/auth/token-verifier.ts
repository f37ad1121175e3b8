// Verifies the login provider's JWT access tokens against its published keys (JWKS).
import { createRemoteJWKSet, errors, jwtVerify } from 'jose'
import type { Env } from '../config/env.ts'
import { HttpError, unauthorized } from '../http/errors.ts'
import { OPERATOR_ROLES, type OperatorRole } from './operator.ts'

export type TokenClaims = {
  sub: string
  email: string | null
  name: string | null
  issuer: string
  expiresAt: Date | null
  /** The operator role the issuer gives (claim `haat_role`, decision 0760); null for shoppers. */
  role: OperatorRole | null
  /** A brand user's brand slug (claim `haat_brand`). */
  brand: string | null
}
export type TokenVerifier = (token: string) => Promise<TokenClaims>

type OidcEnv = Pick<Env, 'OIDC_ISSUER' | 'OIDC_AUDIENCE' | 'OIDC_JWKS_URI'>

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null)

/** Without an issuer configured no token can be valid: every bearer request gets a 401. */
export function createTokenVerifier(env: OidcEnv): TokenVerifier {
  const issuer = env.OIDC_ISSUER
  if (!issuer) {
    return async () => {
      throw unauthorized('Sign-in is not configured on this server', 'invalid_token')
    }
  }
  const jwks = createRemoteJWKSet(new URL(env.OIDC_JWKS_URI ?? `${issuer.replace(/\/$/, '')}/jwks`))
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer,
        audience: env.OIDC_AUDIENCE,
        clockTolerance: 5,
      })
      const sub = text(payload.sub)
      if (!sub) throw unauthorized('The access token names no subject', 'invalid_token')
      const expiresAt = typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null
      const role = OPERATOR_ROLES.find((r) => r === payload.haat_role) ?? null
      const brand = role === 'brand' ? text(payload.haat_brand) : null
      return { sub, email: text(payload.email), name: text(payload.name), issuer, expiresAt, role, brand }
    } catch (err) {
      throw verificationError(err)
    }
  }
}

/** A bad token is the client's problem (401); an unreachable key set is ours (503), never a 500. */
function verificationError(err: unknown): HttpError {
  if (err instanceof HttpError) return err
  const keysUnavailable =
    err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError) || err.code === 'ERR_JWKS_INVALID'
  if (keysUnavailable) {
    return new HttpError(503, 'unavailable', 'Sign-in keys cannot be fetched right now; try again shortly')
  }
  if (err instanceof errors.JWTExpired) return unauthorized('The access token has expired', 'invalid_token')
  return unauthorized('The access token is invalid', 'invalid_token')
}
