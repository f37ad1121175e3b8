// PKCE S256 and state: what the authorize redirect carries, checked against Node's own SHA-256.
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { codeChallenge, newSignInAttempt, randomToken } from '../../app/features/auth/pkce.ts'
import { authorizeUrl, startSignIn } from '../../app/features/auth/start-sign-in.ts'
import { settings } from './settings.ts'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('PKCE and state', () => {
  it('the challenge is base64url(SHA-256(verifier)) without padding', async () => {
    const verifier = randomToken(32)
    const expected = createHash('sha256').update(verifier).digest('base64url')
    expect(await codeChallenge(verifier)).toBe(expected)
  })

  it('verifiers are 43 URL-safe characters and never repeat', async () => {
    const a = await newSignInAttempt()
    const b = await newSignInAttempt()
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a.state).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(a.verifier).not.toBe(b.verifier)
    expect(a.state).not.toBe(b.state)
    expect(a.challenge).not.toBe(a.verifier)
  })

  it('the authorize URL carries the spec’s parameters plus PKCE', () => {
    const url = new URL(authorizeUrl(settings, { origin: 'https://shop.test', state: 's1', challenge: 'c1' }))
    expect(url.origin + url.pathname).toBe('https://shop.test/oidc/auth')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'haat-web',
      redirect_uri: 'https://shop.test/login-success',
      scope: 'openid profile email',
      state: 's1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
    })
  })

  it('adds the audience only when the issuer needs it (Auth0)', () => {
    const url = new URL(
      authorizeUrl(
        { ...settings, audience: 'haat-api' },
        { origin: 'https://x', state: 's', challenge: 'c' },
      ),
    )
    expect(url.searchParams.get('audience')).toBe('haat-api')
  })
})

describe('startSignIn', () => {
  it('remembers the address and the pending action, keeps state + verifier in this tab only', async () => {
    let went = ''
    const action = { type: 'product/upvote' as const, payload: { productId: 7, upvoteCount: 3 } }
    await startSignIn(settings, {
      returnTo: '/browse-all?sort=price:asc&category=home',
      pendingAction: action,
      go: (u) => (went = u),
    })
    expect(localStorage.getItem('pendingRedirect')).toBe('/browse-all?sort=price:asc&category=home')
    expect(JSON.parse(localStorage.getItem('pendingAction')!)).toEqual(action)
    const attempt = JSON.parse(sessionStorage.getItem('signInAttempt')!)
    const url = new URL(went)
    expect(url.searchParams.get('state')).toBe(attempt.state)
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(attempt.verifier).digest('base64url'),
    )
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login-success`)
  })

  it.each(['/login-success?code=x&state=y', '/logout-redirect'])(
    'never returns to a provider return page (%s): home instead',
    async (returnTo) => {
      await startSignIn(settings, { returnTo, go: () => {} })
      expect(localStorage.getItem('pendingRedirect')).toBe('/')
      expect(localStorage.getItem('pendingAction')).toBeNull()
    },
  )
})
