// Shop tokens at rest: AES-256-GCM sealing bound to its field, the key's format and the production rule.
import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { loadEnv } from '../../src/config/env.ts'
import { parseSettingsKey, secretBox } from '../../src/services/secrets/secret-box.ts'

const key = randomBytes(32)

test('a sealed token opens only with its key and its context, and does not show the token', () => {
  const box = secretBox(key)
  const sealed = box.seal('shpat_secret-token', 'brand:1:adminToken')
  expect(sealed).not.toContain('shpat')
  expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(box.seal('shpat_secret-token', 'brand:1:adminToken')).not.toBe(sealed) // fresh IV each time
  expect(box.open(sealed, 'brand:1:adminToken')).toBe('shpat_secret-token')
  expect(() => box.open(sealed, 'brand:2:adminToken')).toThrow(/does not open/)
  expect(() => secretBox(randomBytes(32)).open(sealed, 'brand:1:adminToken')).toThrow(
    /another SETTINGS_ENCRYPTION_KEY/,
  )
  const [v, id, iv, tag, body] = sealed.split('.')
  const flipped = Buffer.from(body!, 'base64url')
  flipped[0]! ^= 1
  expect(() =>
    box.open([v, id, iv, tag, flipped.toString('base64url')].join('.'), 'brand:1:adminToken'),
  ).toThrow(/does not open/)
})

test('the key is 32 bytes as 64 hex characters or base64; anything else stops start-up naming it', () => {
  expect(parseSettingsKey(key.toString('hex'))).toEqual(key)
  expect(parseSettingsKey(key.toString('base64'))).toEqual(key)
  expect(parseSettingsKey('too-short')).toBeNull()
  expect(() => loadEnv({ SETTINGS_ENCRYPTION_KEY: 'too-short' })).toThrow(
    /SETTINGS_ENCRYPTION_KEY: must be 32 bytes/,
  )
})

test('production on PostgreSQL without SETTINGS_ENCRYPTION_KEY does not start; the embedded default does', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/haat' }
  expect(() => loadEnv(production)).toThrow(/SETTINGS_ENCRYPTION_KEY: is required in production/)
  expect(loadEnv({ ...production, SETTINGS_ENCRYPTION_KEY: key.toString('base64') })).toMatchObject({
    NODE_ENV: 'production',
  })
  expect(loadEnv({ NODE_ENV: 'production' }).SETTINGS_ENCRYPTION_KEY).toBeUndefined()
})
