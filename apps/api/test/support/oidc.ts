// A stand-in login provider for tests: a real RSA key pair, its JWKS served over HTTP on 127.0.0.1,
// and tokens signed with jose. Other key pairs make tampered or foreign tokens.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll } from 'vitest'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'

export const TEST_AUDIENCE = 'haat-api'

export type TestIssuer = {
  issuer: string
  /** Env for build(): OIDC_ISSUER, OIDC_JWKS_URI, OIDC_AUDIENCE. */
  env: { OIDC_ISSUER: string; OIDC_JWKS_URI: string; OIDC_AUDIENCE: string }
  token: (claims: JWTPayload & { sub: string }, opts?: TokenOptions) => Promise<string>
}
export type TokenOptions = {
  issuer?: string
  audience?: string
  expiresIn?: string | number
  /** Sign with a key the provider never published. */
  foreignKey?: boolean
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  const server = createServer((req, res) => {
    if (req.url !== '/jwks') return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
  })
  const origin = await listen(server)
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const issuer = `${origin}/oidc`

  async function token(claims: JWTPayload & { sub: string }, opts: TokenOptions = {}) {
    const key: CryptoKey = opts.foreignKey ? foreign.privateKey : privateKey
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.issuer ?? issuer)
      .setAudience(opts.audience ?? TEST_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign(key)
  }
  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_JWKS_URI: `${origin}/jwks`, OIDC_AUDIENCE: TEST_AUDIENCE },
    token,
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
