// The provider's secrets, made on first start and kept in the database (never in the repository):
// the token signing key (JWKS, RS256) and the keys that sign its cookies. Every instance on the same
// database reads the same ones, so tokens and sessions outlive restarts and work across instances.
import { randomBytes } from 'node:crypto'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { settings } from '../db/schema.ts'
import { getOrCreateSetting } from '../repositories/settings.ts'

export type ProviderSecrets = { jwks: { keys: JWK[] }; cookieKeys: string[] }

const SIGNING_ALG = 'RS256'

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true })
  const jwk = await exportJWK(privateKey)
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALG, use: 'sig' }
}

/** The stored value, or one made now (made only when missing: an RSA key costs ~100 ms). */
async function storedOr(db: Db, key: string, make: () => Promise<string>): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))
  return row?.value ?? getOrCreateSetting(db, key, await make())
}

/** Rotation: put a new key first in the stored list; older keys keep verifying until removed. */
export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const [jwks, cookieKeys] = await Promise.all([
    storedOr(db, 'oidc_jwks', async () => JSON.stringify({ keys: [await newSigningKey()] })),
    storedOr(db, 'oidc_cookie_keys', async () => JSON.stringify([randomBytes(32).toString('base64url')])),
  ])
  return { jwks: JSON.parse(jwks) as ProviderSecrets['jwks'], cookieKeys: JSON.parse(cookieKeys) as string[] }
}

/** The public half of the signing keys, for checking our own tokens in-process. */
export function publicKeys(jwks: ProviderSecrets['jwks']): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({
      kty,
      n,
      e,
      crv,
      x,
      y,
      kid,
      alg,
      use,
    })),
  }
}
