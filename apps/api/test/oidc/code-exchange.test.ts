// The code exchange refuses what a thief would try: no PKCE, a wrong verifier, a code used twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { START_TIMEOUT, startStore, type StoreServer } from './support/store-server.ts'
import {
  CLIENT_ID,
  codeFrom,
  exchangeCode,
  newShopper,
  pkcePair,
  refresh,
  signUp,
  startSignIn,
  type Tokens,
} from './support/sign-in-flow.ts'

let store: StoreServer
beforeAll(async () => {
  store = await startStore()
}, START_TIMEOUT)
afterAll(() => store?.stop(), START_TIMEOUT)

async function freshCode() {
  const attempt = await startSignIn(store.origin)
  return { attempt, code: await codeFrom(attempt, await signUp(attempt, newShopper())) }
}

describe('authorization code exchange', () => {
  it('refuses an authorize request without a PKCE challenge (public client)', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${store.origin}/login-success`,
      scope: 'openid',
      state: 'xyz',
    })
    const res = await fetch(`${store.origin}/oidc/auth?${query}`, { redirect: 'manual' })
    const back = new URL(res.headers.get('location')!)
    expect(back.pathname).toBe('/login-success')
    expect(back.searchParams.get('error')).toBe('invalid_request')
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/)
  })

  it('refuses an unregistered redirect URI without redirecting there', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'https://evil.example/login-success',
      scope: 'openid',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    })
    const res = await fetch(`${store.origin}/oidc/auth?${query}`, { redirect: 'manual' })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain('redirect_uri did not match')
  })

  it('refuses a wrong PKCE verifier', async () => {
    const { code } = await freshCode()
    const res = await exchangeCode(store.origin, code, pkcePair().verifier)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('refuses a code used twice, and revokes what the first use gave', async () => {
    const { attempt, code } = await freshCode()
    const first = await exchangeCode(store.origin, code, attempt.verifier)
    expect(first.status).toBe(200)
    const tokens = (await first.json()) as Tokens
    expect(tokens.refresh_token).toBeTruthy()

    const second = await exchangeCode(store.origin, code, attempt.verifier)
    expect(second.status).toBe(400)
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' })
    const renewed = await refresh(store.origin, tokens.refresh_token!)
    expect(renewed.status).toBe(400)
  })

  it('lets only one of two simultaneous exchanges of one code succeed', async () => {
    const { attempt, code } = await freshCode()
    const answers = await Promise.all([1, 2].map(() => exchangeCode(store.origin, code, attempt.verifier)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400])
  })

  it('renews tokens with the refresh token, rotating it', async () => {
    const { attempt, code } = await freshCode()
    const tokens = (await (await exchangeCode(store.origin, code, attempt.verifier)).json()) as Tokens
    const res = await refresh(store.origin, tokens.refresh_token!)
    expect(res.status).toBe(200)
    const renewed = (await res.json()) as Tokens
    expect(renewed.access_token).not.toBe(tokens.access_token)
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token)
    expect((await refresh(store.origin, tokens.refresh_token!)).status).toBe(400)
  })
})
