// The benchmark's login provider: a key pair, its JWKS over HTTP on 127.0.0.1, and tokens signed with
// jose, so signed-in shoppers in the mix carry real bearer tokens the store verifies.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

const AUDIENCE = 'haat-api'

export async function benchIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' }
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const issuer = `${origin}/oidc`
  const token = (sub: string) =>
    new SignJWT({ sub, email: `${sub}@bench.example`, name: sub })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(privateKey)
  return {
    env: { OIDC_ISSUER: issuer, OIDC_JWKS_URI: `${origin}/jwks`, OIDC_AUDIENCE: AUDIENCE },
    token,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
