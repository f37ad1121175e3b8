// The store's sign-in as its pages do it (spec §7 "Login provider"): authorize with PKCE and state,
// sign in or up on the interaction page, take the code from /login-success, exchange it for tokens.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { Browser } from './browser.ts'

export const CLIENT_ID = 'haat-web'
export const SCOPE = 'openid profile email'

export type Tokens = {
  access_token: string
  id_token: string
  refresh_token?: string
  token_type: string
  expires_in: number
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export const newShopper = () => ({
  name: 'Asha Rao',
  email: `asha.${randomUUID().slice(0, 8)}@example.in`,
  password: 'masala-chai-42',
})

export type Attempt = { browser: Browser; uid: string; verifier: string; state: string; origin: string }

/** GET /oidc/auth with PKCE and state, as the pages send the shopper there. */
export async function authorize(origin: string, browser = new Browser(origin)) {
  const { verifier, challenge } = pkcePair()
  const state = randomBytes(8).toString('hex')
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: `${origin}/login-success`,
    scope: SCOPE,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })
  const res = await browser.get(`/oidc/auth?${query}`)
  return { res, browser, verifier, state }
}

/** Authorize → 303 to the sign-in page of a new interaction. */
export async function startSignIn(origin: string, browser = new Browser(origin)): Promise<Attempt> {
  const { res, verifier, state } = await authorize(origin, browser)
  expect(res.status).toBe(303)
  const location = res.headers.get('location')!
  const uid = /^\/interaction\/([^/?]+)$/.exec(location)?.[1]
  expect(uid, `authorize redirected to ${location}`).toBeTruthy()
  return { browser, uid: uid!, verifier, state, origin }
}

/** After a successful form post (303 to the provider): follow to /login-success and read the code. */
export async function codeFrom(attempt: Attempt, posted: Response): Promise<string> {
  expect(posted.status, await posted.clone().text()).toBe(303)
  let res = posted
  for (let hop = 0; hop < 5; hop++) {
    const location = res.headers.get('location')!
    const url = new URL(location, attempt.origin)
    if (url.pathname === '/login-success') {
      expect(url.searchParams.get('state')).toBe(attempt.state)
      return url.searchParams.get('code')!
    }
    res = await attempt.browser.follow(res)
    expect([302, 303]).toContain(res.status)
  }
  throw new Error('sign-in never reached /login-success')
}

export function signUp(attempt: Attempt, shopper: { name: string; email: string; password: string }) {
  return attempt.browser.post(`/interaction/${attempt.uid}/sign-up`, shopper)
}

export function signIn(attempt: Attempt, email: string, password: string) {
  return attempt.browser.post(`/interaction/${attempt.uid}/sign-in`, { email, password })
}

/** POST /oidc/token, form-encoded, as the spec lists it. */
function postToken(origin: string, form: Record<string, string>) {
  return fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }),
  })
}

export const exchangeCode = (origin: string, code: string, verifier: string) =>
  postToken(origin, {
    grant_type: 'authorization_code',
    redirect_uri: `${origin}/login-success`,
    code,
    code_verifier: verifier,
  })

export const refresh = (origin: string, refreshToken: string) =>
  postToken(origin, { grant_type: 'refresh_token', refresh_token: refreshToken })

/** A new shopper signs up and the pages get their tokens. */
export async function signUpForTokens(origin: string, shopper = newShopper()) {
  const attempt = await startSignIn(origin)
  const code = await codeFrom(attempt, await signUp(attempt, shopper))
  const res = await exchangeCode(origin, code, attempt.verifier)
  expect(res.status, await res.clone().text()).toBe(200)
  return { tokens: (await res.json()) as Tokens, shopper, browser: attempt.browser }
}
