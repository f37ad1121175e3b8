// Spec §4 logout "call the logout mutation": POST /api/user/logout revokes the token it carries, so the
// same token is refused at once (not when its hour is up); the revocation lives in the shared database.
import { beforeAll, describe, expect, test } from 'vitest'
import { revokedTokens } from '../../src/db/schema.ts'
import { build } from '../support/build.ts'
import { bearer, startTestIssuer, type TestIssuer } from '../support/oidc.ts'

let ctx: Awaited<ReturnType<typeof build>>
let issuer: TestIssuer
beforeAll(async () => {
  issuer = await startTestIssuer()
  ctx = await build(issuer.env)
})

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/user/asha', headers: bearer(token) })
const logout = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers })

describe('POST /api/user/logout', () => {
  test('the access token stops working at once; another token of the shopper still works', async () => {
    const token = await issuer.token({ sub: 'asha', email: 'asha@example.in' })
    const other = await issuer.token({ sub: 'asha', jti: 'second-device' })
    expect((await me(token)).statusCode).toBe(200)

    const out = await logout(bearer(token))
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ success: true })

    const after = await me(token)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({
      error: 'unauthorized',
      message: 'The access token was revoked at sign-out',
    })
    expect(after.headers['www-authenticate']).toMatch(/^Bearer realm="haat", error="invalid_token"/)
    // Reads refuse it too: the browser learns at once that this token is dead.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/product', headers: bearer(token) })).statusCode,
    ).toBe(401)
    expect((await me(other)).statusCode).toBe(200)
  })

  test('the database keeps a hash of the token (shared by every instance) until it would expire', async () => {
    const token = await issuer.token({ sub: 'ravi' })
    expect((await logout(bearer(token))).statusCode).toBe(200)
    const [row] = await ctx.db.select().from(revokedTokens)
    expect(row?.tokenHash).not.toContain(token.slice(0, 20)) // a hash is stored, never the token
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now())
  })

  test('without a token it is a 401 with the bare bearer challenge', async () => {
    const res = await logout()
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer realm="haat"')
  })
})
