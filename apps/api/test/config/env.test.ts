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
