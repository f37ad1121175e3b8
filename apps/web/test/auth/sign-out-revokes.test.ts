// @vitest-environment node
// Spec §4 logout against the real API: the browser's sign-out calls the logout mutation with the token
// it held, so that token is refused at once, and only then goes to the provider's sign-out.
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { bearer, startTestIssuer } from '../../../api/test/support/oidc.ts'
import { injectFetch, type Call } from '../upvote/inject-fetch.ts'
import { startRealApi } from '../upvote/real-api.ts'
import { settings } from './settings.ts'

let api: Awaited<ReturnType<typeof startRealApi>>
let issuer: Awaited<ReturnType<typeof startTestIssuer>>
beforeAll(async () => {
  issuer = await startTestIssuer()
  api = await startRealApi(issuer.env)
}, 120_000)
afterAll(async () => {
  vi.unstubAllGlobals()
  await api?.teardownDom()
})

test('sign-out revokes the access token on the server before leaving for the provider', async () => {
  const token = await issuer.token({ sub: 'asha', email: 'asha@example.in' })
  const me = () => api.app.inject({ method: 'GET', url: '/api/user/asha', headers: bearer(token) })
  expect((await me()).statusCode).toBe(200)

  const calls: Call[] = []
  vi.stubGlobal('fetch', injectFetch(api.app, calls))
  localStorage.setItem('access_token', token)
  localStorage.setItem('user', JSON.stringify({ id: 'asha', name: 'Asha', email: 'asha@example.in' }))
  const { signOut } = await import('../../app/features/auth/sign-out.ts')
  const { makeStore } = await import('../../app/store/store.ts')
  const store = makeStore()
  const order: string[] = []
  await signOut(store.dispatch, settings, {
    go: (url) => {
      order.push(`go ${new URL(url).pathname}`)
    },
  })
  order.unshift(...calls.map((c) => `${c.method} ${c.url}`))

  expect(order).toEqual(['POST /api/user/logout', 'go /oidc/session/end'])
  expect(calls[0]!.headers.authorization).toBe(`Bearer ${token}`)
  expect(localStorage.getItem('access_token')).toBeNull()
  const after = await me()
  expect(after.statusCode).toBe(401)
  expect(after.headers['www-authenticate']).toMatch(/error="invalid_token"/)
})
