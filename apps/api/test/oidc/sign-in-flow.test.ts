// The whole sign-in of spec §7 against the real server: sign up, authorize with PKCE + state,
// code → token (form-encoded), the JWT access token accepted by the API, POST userinfo.
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../support/factories.ts'
import { START_TIMEOUT, startStore, type StoreServer } from './support/store-server.ts'
import { signUpForTokens } from './support/sign-in-flow.ts'

let store: StoreServer
beforeAll(async () => {
  store = await startStore()
}, START_TIMEOUT)
afterAll(() => store?.stop(), START_TIMEOUT)

describe('sign-up, code, token, API, userinfo', () => {
  it('gives the pages a JWT access token for the API that names the shopper', async () => {
    const { tokens, shopper } = await signUpForTokens(store.origin)
    expect(tokens.token_type).toBe('Bearer')
    expect(tokens.expires_in).toBe(3600)
    const claims = decodeJwt(tokens.access_token)
    expect(claims).toMatchObject({
      iss: store.issuer,
      aud: 'haat-api',
      client_id: 'haat-web',
      email: shopper.email,
    })
    expect(claims.name).toBe(shopper.name)
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      iss: store.issuer,
      aud: 'haat-web',
      email: shopper.email,
    })
  })

  it('counts a vote sent with the access token as the signed-in shopper', async () => {
    const { tokens } = await signUpForTokens(store.origin)
    const brand = await insertBrand(store.db)
    const category = await insertCategory(store.db)
    const product = await insertProduct(store.db, { brandId: brand.id, categoryId: category.id })
    const res = await fetch(`${store.origin}/api/product/upvote/${product.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toMatchObject({ productId: product.id, upvoteCount: 1, isUpvoted: true })
    expect(res.headers.getSetCookie().join()).not.toContain('haat_guest')
  })

  it('answers POST userinfo with name, email, username and sub', async () => {
    const { tokens, shopper } = await signUpForTokens(store.origin)
    const sub = decodeJwt(tokens.access_token).sub
    const res = await fetch(`${store.origin}/oidc/me`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      sub,
      name: shopper.name,
      email: shopper.email,
      email_verified: false,
      preferred_username: shopper.email,
      username: sub,
    })
  })
})

describe('discovery', () => {
  it('publishes the issuer and the endpoints the pages use', async () => {
    const res = await fetch(`${store.issuer}/.well-known/openid-configuration`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      issuer: store.issuer,
      authorization_endpoint: `${store.issuer}/auth`,
      token_endpoint: `${store.issuer}/token`,
      userinfo_endpoint: `${store.issuer}/me`,
      end_session_endpoint: `${store.issuer}/session/end`,
      jwks_uri: `${store.issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
    })
  })
})
