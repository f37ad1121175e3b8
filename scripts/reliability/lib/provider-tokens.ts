// Access tokens as the embedded login provider issues them: signed with its own key (kept in the
// store's database), its issuer and the API audience. A storm of 1,000 shoppers cannot go through
// 1,000 sign-in forms in a few seconds; these tokens pass exactly the checks real ones pass.
import { importJWK, SignJWT, type JWK } from 'jose'
import type { Env } from '../../../apps/api/src/config/env.ts'
import type { Db } from '../../../apps/api/src/db/client.ts'
import { loadProviderSecrets } from '../../../apps/api/src/oidc/keys.ts'

export type MintToken = (
  sub: string,
  opts?: { expiresIn?: string | number; issuer?: string; claims?: Record<string, string> },
) => Promise<string>

export async function providerTokenMinter(db: Db, env: Pick<Env, 'OIDC_ISSUER' | 'OIDC_AUDIENCE'>) {
  if (!env.OIDC_ISSUER)
    throw new Error('No issuer: set PUBLIC_ORIGIN or HOST/PORT so the embedded one is known')
  const { jwks } = await loadProviderSecrets(db)
  const jwk = jwks.keys[0] as JWK & { kid: string }
  const key = await importJWK(jwk, 'RS256')
  const mint: MintToken = (sub, opts = {}) =>
    new SignJWT({ sub, email: `${sub}@shoppers.test`, name: sub, ...opts.claims })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(opts.issuer ?? env.OIDC_ISSUER!)
      .setAudience(env.OIDC_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(key)
  return mint
}
