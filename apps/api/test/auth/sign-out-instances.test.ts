// Sign-out on one instance, with the token's revocation kept for a while on each (auth/token-revocations.ts,
// decision 0818): the other instance refuses the token at its next request once Redis has told it. Needs
// Redis at 127.0.0.1:6379 (or REDIS_URL); PGlite, or PostgreSQL with DATABASE_URL.
import { beforeAll, expect, test } from 'vitest'
import { build } from '../support/build.ts'
import { bearer, startTestIssuer, type TestIssuer } from '../support/oidc.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
let issuer: TestIssuer
beforeAll(async () => {
  issuer = await startTestIssuer()
})

test('a token signed out on one instance is refused by the other at once, and the other token works', async () => {
  const env = { ...issuer.env, REDIS_URL }
  const one = await build(env)
  const other = await build(env, one)
  await new Promise((resolve) => setTimeout(resolve, 300)) // both subscribed
  const token = await issuer.token({ sub: 'asha-two', email: 'asha@example.in' })
  const second = await issuer.token({ sub: 'asha-two', jti: 'second-device' })
  const me = (app: typeof one.app, t: string) =>
    app.inject({ method: 'GET', url: '/api/user/asha-two', headers: bearer(t) })
  // Both instances have checked the token, so each keeps its answer that it was not revoked.
  for (const app of [one.app, other.app]) expect((await me(app, token)).statusCode).toBe(200)
  const out = await one.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) })
  expect(out.statusCode).toBe(200)
  expect((await me(one.app, token)).statusCode).toBe(401)
  // Redis carries the change in a few milliseconds; the kept answer would last 10 s.
  await expect.poll(async () => (await me(other.app, token)).statusCode, { timeout: 1000 }).toBe(401)
  for (const app of [one.app, other.app]) expect((await me(app, second)).statusCode).toBe(200)
})
