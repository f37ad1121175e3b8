import { describe, expect, it } from 'vitest'
import { tokenExpired } from '../../app/features/auth/token-expiry.ts'

const jwt = (claims: object) =>
  `eyJhbGciOiJSUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`

describe('tokenExpired', () => {
  const now = 1_800_000_000_000
  it('reads exp from the JWT payload', () => {
    expect(tokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true)
    expect(tokenExpired(jwt({ exp: now / 1000 + 3600 }), now)).toBe(false)
  })
  it('counts opaque or unreadable tokens as live (the API decides)', () => {
    expect(tokenExpired('opaque-token', now)).toBe(false)
    expect(tokenExpired('a.%%%.c', now)).toBe(false)
    expect(tokenExpired(jwt({ sub: 'no-exp' }), now)).toBe(false)
  })
})
