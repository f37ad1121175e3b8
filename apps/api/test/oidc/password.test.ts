import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../src/oidc/accounts/password.ts'

describe('password hashes', () => {
  it('are scrypt$N$r$p$salt$hash with the agreed cost and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('masala-chai-42'), hashPassword('masala-chai-42')])
    const [scheme, n, r, p, salt, hash] = a.split('$')
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1'])
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16)
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32)
    expect(a).not.toBe(b)
  })

  it('verify the right password and refuse a wrong one', async () => {
    const stored = await hashPassword('masala-chai-42')
    expect(await verifyPassword('masala-chai-42', stored)).toBe(true)
    expect(await verifyPassword('masala-chai-43', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('treat composed and decomposed accents as the same password (NFKC)', async () => {
    const stored = await hashPassword('caf\u00e9-p\u00e4ssword')
    expect(await verifyPassword('cafe\u0301-pa\u0308ssword', stored)).toBe(true)
  })

  it('never match a malformed or tampered hash, and refuse absurd costs without computing them', async () => {
    const stored = await hashPassword('masala-chai-42')
    const parts = stored.split('$')
    const withCost = (n: string) => [parts[0], n, ...parts.slice(2)].join('$')
    for (const bad of [
      '',
      'plain',
      'bcrypt$x',
      `${stored}$extra`,
      withCost('0'),
      withCost('abc'),
      withCost(String(2 ** 30)),
    ]) {
      expect(await verifyPassword('masala-chai-42', bad)).toBe(false)
    }
    const shortHash = [...parts.slice(0, 5), 'AAAA'].join('$')
    expect(await verifyPassword('masala-chai-42', shortHash)).toBe(false)
  })
})
