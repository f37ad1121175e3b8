// A verified access token's claims are reused for the same token for a minute at most and never past
// its expiry; failures are never kept; the memory is bounded (issue 13).
import { describe, expect, it } from 'vitest'
import type { TokenClaims } from '../../src/auth/token-verifier.ts'
import { rememberVerifiedTokens } from '../../src/auth/verified-tokens.ts'
import { unauthorized } from '../../src/http/errors.ts'

const claims = (sub: string, expiresAt: Date | null = null): TokenClaims => ({
  sub,
  email: `${sub}@example.in`,
  name: null,
  issuer: 'https://id.example',
  expiresAt,
  role: null,
  brand: null,
})

/** A verifier that counts its calls; tokens are `sub` or `sub:expiresAtMs`; "bad" fails. */
function counting() {
  const calls: string[] = []
  const verify = async (token: string) => {
    calls.push(token)
    if (token === 'bad') throw unauthorized('The access token is invalid', 'invalid_token')
    const [sub, exp] = token.split(':')
    return claims(sub!, exp ? new Date(Number(exp)) : null)
  }
  return { calls, verify }
}

describe('rememberVerifiedTokens', () => {
  it('verifies a token once and answers its claims again within the minute', async () => {
    let t = 0
    const { calls, verify } = counting()
    const remembered = rememberVerifiedTokens(verify, { now: () => t })
    expect(await remembered('asha')).toEqual(claims('asha'))
    t = 59_999
    expect(await remembered('asha')).toEqual(claims('asha'))
    expect(calls).toEqual(['asha'])
    t = 60_000
    await remembered('asha')
    expect(calls).toEqual(['asha', 'asha'])
  })

  it('verifies again once the token has expired, and the verifier decides', async () => {
    let t = 0
    const { calls, verify } = counting()
    const expiring = async (token: string) => {
      const verified = await verify(token)
      if (t >= verified.expiresAt!.getTime())
        throw unauthorized('The access token has expired', 'invalid_token')
      return verified
    }
    const remembered = rememberVerifiedTokens(expiring, { now: () => t })
    await remembered('ravi:10000')
    t = 9_999
    await remembered('ravi:10000')
    expect(calls).toEqual(['ravi:10000'])
    t = 10_000
    await expect(remembered('ravi:10000')).rejects.toMatchObject({ statusCode: 401 })
    expect(calls).toEqual(['ravi:10000', 'ravi:10000'])
  })

  it('never keeps a failure', async () => {
    const { calls, verify } = counting()
    const remembered = rememberVerifiedTokens(verify)
    await expect(remembered('bad')).rejects.toMatchObject({ statusCode: 401 })
    await expect(remembered('bad')).rejects.toMatchObject({ statusCode: 401 })
    expect(calls).toEqual(['bad', 'bad'])
  })

  it('keeps at most maxEntries tokens, the oldest leaving first', async () => {
    const { calls, verify } = counting()
    const remembered = rememberVerifiedTokens(verify, { maxEntries: 2 })
    for (const token of ['a', 'b', 'c', 'b', 'c', 'a']) await remembered(token)
    expect(calls).toEqual(['a', 'b', 'c', 'a'])
  })
})
