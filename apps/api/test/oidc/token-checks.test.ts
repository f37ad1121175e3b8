// Bearer tokens the API and userinfo must refuse, made with the provider's own signing key where
// that matters (so only the claim under test is wrong): tampered, expired, other audience, ID token.
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts } from '../../src/db/schema.ts'
import { loadProviderSecrets } from '../../src/oidc/keys.ts'
import { START_TIMEOUT, startStore, type StoreServer } from './support/store-server.ts'
import { signUpForTokens, type Tokens } from './support/sign-in-flow.ts'

let store: StoreServer
let tokens: Tokens
beforeAll(async () => {
  store = await startStore()
  ;({ tokens } = await signUpForTokens(store.origin))
}, START_TIMEOUT)
afterAll(() => store?.stop(), START_TIMEOUT)

/** Signed with the provider's own key: valid in every way but what `claims` changes. */
async function ownKeyToken(claims: JWTPayload) {
  const [jwk] = (await loadProviderSecrets(store.db)).jwks.keys
  const key = await importJWK(jwk!, 'RS256')
  const now = Math.floor(Date.now() / 1000)
  const base = { ...decodeJwt(tokens.access_token), iat: now, exp: now + 600 }
  return new SignJWT({ ...base, ...claims }).setProtectedHeader({ alg: 'RS256', kid: jwk!.kid! }).sign(key)
}

async function answers(token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const api = await fetch(`${store.origin}/api/product`, { headers })
  const me = await fetch(`${store.issuer}/me`, { method: 'POST', headers })
  return { api: api.status, me: me.status, challenge: me.headers.get('www-authenticate') }
}

describe('tokens the API and userinfo refuse', () => {
  it('accepts a token made with the own key and unchanged claims (control)', async () => {
    expect(await answers(await ownKeyToken({}))).toMatchObject({ api: 200, me: 200 })
  })

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = tokens.access_token.split('.')
    const claims = { ...decodeJwt(tokens.access_token), sub: '00000000-0000-4000-8000-000000000000' }
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.')
    expect(payload).not.toBe(forged.split('.')[1])
    expect(await answers(forged)).toMatchObject({ api: 401, me: 401 })
  })

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600
    expect(await answers(await ownKeyToken({ iat: past - 3600, exp: past }))).toMatchObject({
      api: 401,
      me: 401,
    })
  })

  it('refuses a token for another audience', async () => {
    expect(await answers(await ownKeyToken({ aud: 'some-other-api' }))).toMatchObject({ api: 401, me: 401 })
  })

  it('refuses a token from another issuer', async () => {
    expect(await answers(await ownKeyToken({ iss: 'https://evil.example/oidc' }))).toMatchObject({
      api: 401,
      me: 401,
    })
  })

  it('refuses the ID token as a bearer token (its audience is the client)', async () => {
    expect(await answers(tokens.id_token)).toMatchObject({ api: 401, me: 401 })
  })

  it('refuses a token signed by a stranger under our key id', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    const { kid } = (await loadProviderSecrets(store.db)).jwks.keys[0]!
    const forged = await new SignJWT(decodeJwt(tokens.access_token))
      .setProtectedHeader({ alg: 'RS256', kid: kid! })
      .sign(privateKey)
    expect(await answers(forged)).toMatchObject({ api: 401, me: 401 })
  })

  it('answers userinfo without a token with 401 and a Bearer challenge', async () => {
    const res = await fetch(`${store.issuer}/me`, { method: 'POST' })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/)
    expect(await res.json()).toMatchObject({ error: 'invalid_token' })
  })

  it('refuses userinfo for an account that was deleted', async () => {
    const { tokens: doomed } = await signUpForTokens(store.origin)
    await store.db.delete(accounts).where(eq(accounts.id, decodeJwt(doomed.access_token).sub!))
    const res = await fetch(`${store.issuer}/me`, {
      headers: { authorization: `Bearer ${doomed.access_token}` },
    })
    expect(res.status).toBe(401)
  })
})
