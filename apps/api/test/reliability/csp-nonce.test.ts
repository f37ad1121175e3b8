// The pooled CSP nonces: 16 random bytes each, none handed out twice, across the pool's refills.
import { expect, test } from 'vitest'
import { newNonce } from '../../src/plugins/csp-nonce.ts'

test('nonces are 16 bytes of base64 and never repeat, also after the pool is refilled', () => {
  const nonces = Array.from({ length: 1000 }, newNonce) // the 4 KB pool holds 256
  for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16)
  expect(new Set(nonces).size).toBe(nonces.length)
})
