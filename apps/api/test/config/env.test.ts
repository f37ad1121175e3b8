import { expect, test } from 'vitest'
import { loadEnv } from '../../src/config/env.ts'

test('a wrong value stops start-up with a message naming the setting', () => {
  expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/)
  expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
  expect(() => loadEnv({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/)
})

test('an empty value means not set, so defaults apply', () => {
  const env = loadEnv({ PUBLIC_ORIGIN: '', PORT: '', DATABASE_URL: '' })
  expect(env.PORT).toBe(3000)
  expect(env.DATABASE_URL).toBeUndefined()
})

test('proxies are not trusted unless configured', () => {
  expect(loadEnv({}).TRUST_PROXY).toBe(false)
  expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
  expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8')
})

test('a mistyped seller GSTIN or an unknown GST rate stops start-up (decision 0783)', () => {
  expect(() => loadEnv({ SELLER_GSTIN: '27AAPFU0939F1ZW' })).toThrow(
    /SELLER_GSTIN: must be a 15-character GSTIN/,
  )
  expect(() => loadEnv({ INVOICE_DEFAULT_GST_RATE: '7' })).toThrow(/INVOICE_DEFAULT_GST_RATE/)
  expect(loadEnv({ SELLER_GSTIN: '29aagcb7383j1z4' }).SELLER_GSTIN).toBe('29AAGCB7383J1Z4')
})
