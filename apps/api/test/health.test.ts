import { expect, test } from 'vitest'
import { build } from './support/build.ts'

test('GET /api/health reports the database up', async () => {
  const { app } = await build()
  const res = await app.inject('/api/health')
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ status: 'ok', database: 'up' })
})

test('unknown API path answers a 404 JSON error', async () => {
  const { app } = await build()
  const res = await app.inject('/api/nope')
  expect(res.statusCode).toBe(404)
  expect(res.json()).toMatchObject({ error: 'not_found' })
})
