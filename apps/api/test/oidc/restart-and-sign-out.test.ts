// The provider keeps its state in the database: after a restart the same keys sign, old tokens
// verify, the refresh token and the browser's session still work. Then sign-out ends all of it.
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../support/factories.ts'
import { START_TIMEOUT, startStore, type StoreServer } from './support/store-server.ts'
import { authorize, CLIENT_ID, refresh, signUpForTokens, type Tokens } from './support/sign-in-flow.ts'
import type { Browser } from './support/browser.ts'

let store: StoreServer
let tokens: Tokens
let browser: Browser
let jwksBefore: unknown
beforeAll(async () => {
  store = await startStore({ persistent: true })
  ;({ tokens, browser } = await signUpForTokens(store.origin))
  jwksBefore = await (await fetch(`${store.issuer}/jwks`)).json()
  await store.restart()
}, START_TIMEOUT)
afterAll(() => store?.stop(), START_TIMEOUT)

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('after a restart', () => {
  it('publishes the same signing keys', async () => {
    expect(await (await fetch(`${store.issuer}/jwks`)).json()).toEqual(jwksBefore)
  })

  it('still accepts the access token issued before (API and userinfo)', async () => {
    const brand = await insertBrand(store.db)
    const category = await insertCategory(store.db)
    const product = await insertProduct(store.db, { brandId: brand.id, categoryId: category.id })
    const vote = await fetch(`${store.origin}/api/product/upvote/${product.id}`, {
      method: 'PUT',
      headers: bearer(tokens.access_token),
    })
    expect(vote.status, await vote.clone().text()).toBe(200)
    const me = await fetch(`${store.issuer}/me`, { method: 'POST', headers: bearer(tokens.access_token) })
    expect(me.status).toBe(200)
  })

  it('renews with the refresh token issued before', async () => {
    const res = await refresh(store.origin, tokens.refresh_token!)
    expect(res.status, await res.clone().text()).toBe(200)
    tokens = { ...tokens, ...((await res.json()) as Tokens) }
  })

  it('remembers the browser: authorize returns a code at once, without the sign-in page', async () => {
    const { res, state } = await authorize(store.origin, browser)
    expect(res.status).toBe(303)
    const back = new URL(res.headers.get('location')!)
    expect(back.pathname).toBe('/login-success')
    expect(back.searchParams.get('state')).toBe(state)
    expect(back.searchParams.get('code')).toBeTruthy()
  })
})

describe('sign-out', () => {
  it('refuses a post-logout address that is not registered', async () => {
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      post_logout_redirect_uri: 'https://evil.example/',
    })
    const res = await browser.get(`/oidc/session/end?${query}`)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('post_logout_redirect_uri not registered')
  })

  it('ends the session at once and returns to /logout-redirect with the state', async () => {
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      post_logout_redirect_uri: `${store.origin}/logout-redirect`,
      state: 'bye',
    })
    const res = await browser.get(`/oidc/session/end?${query}`)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${store.origin}/logout-redirect?state=bye`)
    expect(browser.hasCookie('_session')).toBe(false)
  })

  it('revokes the refresh token and makes the next sign-in ask again', async () => {
    expect((await refresh(store.origin, tokens.refresh_token!)).status).toBe(400)
    const { res } = await authorize(store.origin, browser)
    expect(res.headers.get('location')).toMatch(/^\/interaction\//)
  })

  it('leaves the access token valid until it expires (JWTs are checked offline)', async () => {
    const { exp } = decodeJwt(tokens.access_token)
    expect(exp! * 1000).toBeGreaterThan(Date.now())
    const me = await fetch(`${store.issuer}/me`, { method: 'POST', headers: bearer(tokens.access_token) })
    expect(me.status).toBe(200)
  })
})
