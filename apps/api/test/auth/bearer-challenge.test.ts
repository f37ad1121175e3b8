// RFC 6750 §3: the API's 401s carry `WWW-Authenticate: Bearer`; a bad token or header names its error
// (invalid_token / invalid_request) with the message as error_description; no credentials, no error code.
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../support/build.ts'
import { bearer, startTestIssuer, type TestIssuer } from '../support/oidc.ts'

let ctx: Awaited<ReturnType<typeof build>>
let issuer: TestIssuer
beforeAll(async () => {
  issuer = await startTestIssuer()
  ctx = await build({ ...issuer.env, UPVOTE_REQUIRES_SIGN_IN: 'true' })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers })

describe('WWW-Authenticate on 401 answers', () => {
  test('an expired token: invalid_token with the reason', async () => {
    const token = await issuer.token({ sub: 'asha' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 })
    const res = await get('/api/product', bearer(token))
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe(
      'Bearer realm="haat", error="invalid_token", error_description="The access token has expired"',
    )
  })

  test('a token signed by someone else: invalid_token', async () => {
    const token = await issuer.token({ sub: 'asha' }, { foreignKey: true })
    const res = await get('/api/user/asha', bearer(token))
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="haat", error="invalid_token"/)
  })

  test('a malformed Authorization header: invalid_request, quotes kept out of the quoted string', async () => {
    const res = await get('/api/product', { authorization: 'Basic abc' })
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe(
      `Bearer realm="haat", error="invalid_request", error_description="The Authorization header must be 'Bearer <token>'"`,
    )
  })

  test('no token where one is needed: the bare challenge, no error code', async () => {
    const mine = await get('/api/user/asha')
    expect(mine.statusCode).toBe(401)
    expect(mine.headers['www-authenticate']).toBe('Bearer realm="haat"')
    const vote = await ctx.app.inject({ method: 'PUT', url: '/api/product/upvote/1' })
    expect(vote.statusCode).toBe(401)
    expect(vote.headers['www-authenticate']).toBe('Bearer realm="haat"')
  })

  test('other errors carry no challenge', async () => {
    const res = await get('/api/product/slug/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.headers['www-authenticate']).toBeUndefined()
  })
})
