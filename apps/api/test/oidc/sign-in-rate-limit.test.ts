// Sign-in throttling: per email and per address, answered 429 with retry-after (page or JSON).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { START_TIMEOUT, startStore, type StoreServer } from './support/store-server.ts'
import { codeFrom, newShopper, signIn, signUp, startSignIn } from './support/sign-in-flow.ts'

let store: StoreServer
const shopper = newShopper()
beforeAll(async () => {
  store = await startStore({ env: { SIGN_IN_RATE_LIMIT: '3', SIGN_IN_IP_RATE_LIMIT: '8' } })
  const attempt = await startSignIn(store.origin)
  await codeFrom(attempt, await signUp(attempt, shopper))
}, START_TIMEOUT)
afterAll(() => store?.stop(), START_TIMEOUT)

describe('sign-in rate limit', () => {
  it('stops the 4th attempt on one email within a minute, even with the right password', async () => {
    const attempt = await startSignIn(store.origin)
    for (let i = 0; i < 3; i++) expect((await signIn(attempt, shopper.email, `guess-${i}`)).status).toBe(400)
    const blocked = await signIn(attempt, shopper.email.toUpperCase(), shopper.password)
    expect(blocked.status).toBe(429)
    const wait = Number(blocked.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await blocked.text()).toContain(`Too many sign-in attempts. Please wait ${wait} second`)
  })

  it('counts per address too (sign-ups included), and answers JSON to JSON callers', async () => {
    // 5 posts came from this address already (the set-up sign-up, 4 above); 3 more reach the 8.
    const attempt = await startSignIn(store.origin)
    for (let i = 0; i < 3; i++) {
      const res = await signIn(attempt, `other-${i}@example.in`, 'whatever-pw')
      expect(res.status).toBe(400)
    }
    const blocked = await attempt.browser.post(`/interaction/${attempt.uid}/sign-up`, newShopper(), {
      accept: 'application/json',
    })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await blocked.json()).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringMatching(/^Too many/),
    })
  })
})
