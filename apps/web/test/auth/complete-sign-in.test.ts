// The return from the provider: state check, code exchange (form, PKCE verifier), userinfo (POST, bearer),
// and the spec's §8 messages with the provider's answer in them.
import { describe, expect, it } from 'vitest'
import { completeSignIn, STATE_MISMATCH } from '../../app/features/auth/complete-sign-in.ts'
import { fakeFetch, type Seen } from './fake-fetch.ts'
import { settings } from './settings.ts'

const attempt = { state: 'st-1', verifier: 'v'.repeat(43) }
const params = (q: string) => new URLSearchParams(q)
const origin = 'https://shop.test'

function provider(
  overrides: Partial<Record<'token' | 'me', (r: Seen) => { status: number; body: unknown }>> = {},
) {
  return fakeFetch((req) => {
    if (req.url.endsWith('/oidc/token'))
      return overrides.token?.(req) ?? { status: 200, body: { access_token: 'at-1', token_type: 'Bearer' } }
    if (req.url.endsWith('/oidc/me'))
      return overrides.me?.(req) ?? { status: 200, body: { sub: 'u-1', name: 'Asha Rao', email: 'a@x.in' } }
    return { status: 404, body: 'no route' }
  })
}

describe('completeSignIn', () => {
  it('exchanges the code with the verifier, then POSTs userinfo with the bearer token', async () => {
    const { fn, seen } = provider()
    const session = await completeSignIn({
      settings,
      params: params('code=c-9&state=st-1'),
      attempt,
      origin,
      fetchFn: fn,
    })
    expect(session).toEqual({ accessToken: 'at-1', user: { id: 'u-1', name: 'Asha Rao', email: 'a@x.in' } })
    const [token, me] = seen
    expect(token!.method).toBe('POST')
    expect(token!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'haat-web',
      redirect_uri: 'https://shop.test/login-success',
      code: 'c-9',
      code_verifier: attempt.verifier,
    })
    expect(me!.method).toBe('POST')
    expect(me!.headers.authorization).toBe('Bearer at-1')
  })

  it.each([
    ['a different state', 'code=c&state=other', attempt],
    ['no state', 'code=c', attempt],
    ['no attempt in this tab (reload, other tab)', 'code=c&state=st-1', null],
  ])('refuses %s without calling the provider', async (_name, query, tabAttempt) => {
    const { fn, seen } = provider()
    await expect(
      completeSignIn({ settings, params: params(query), attempt: tabAttempt, origin, fetchFn: fn }),
    ).rejects.toMatchObject({ message: STATE_MISMATCH, kind: 'state' })
    expect(seen).toHaveLength(0)
  })

  it("a refused exchange is 'Failed to fetch tokens: {body}'", async () => {
    const body = '{"error":"invalid_grant","error_description":"grant request is invalid"}'
    const { fn, seen } = provider({ token: () => ({ status: 400, body }) })
    await expect(
      completeSignIn({ settings, params: params('code=c&state=st-1'), attempt, origin, fetchFn: fn }),
    ).rejects.toThrow(`Failed to fetch tokens: ${body}`)
    expect(seen).toHaveLength(1) // no userinfo call without a token
  })

  it("a refused userinfo is 'Failed to fetch user info: {body}'", async () => {
    const { fn } = provider({ me: () => ({ status: 401, body: 'invalid_token' }) })
    await expect(
      completeSignIn({ settings, params: params('code=c&state=st-1'), attempt, origin, fetchFn: fn }),
    ).rejects.toThrow('Failed to fetch user info: invalid_token')
  })

  it('passes on what the provider said when it returns an error instead of a code', async () => {
    const { fn, seen } = provider()
    await expect(
      completeSignIn({
        settings,
        params: params('error=access_denied&error_description=User+cancelled&state=st-1'),
        attempt,
        origin,
        fetchFn: fn,
      }),
    ).rejects.toThrow('The sign-in provider said: User cancelled')
    expect(seen).toHaveLength(0)
  })

  it('names the shopper by email when the provider has no name', async () => {
    const { fn } = provider({ me: () => ({ status: 200, body: { sub: 'u-2', email: 'b@x.in' } }) })
    const { user } = await completeSignIn({
      settings,
      params: params('code=c&state=st-1'),
      attempt,
      origin,
      fetchFn: fn,
    })
    expect(user).toEqual({ id: 'u-2', name: 'b@x.in', email: 'b@x.in' })
  })
})
