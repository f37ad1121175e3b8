// POST /api/ui-logger (spec §7): browser logs are validated, size-capped and stored.
import { beforeAll, describe, expect, test } from 'vitest'
import { clientLogs } from '../src/db/schema.ts'
import { build } from './support/build.ts'

let ctx: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  ctx = await build({ CLIENT_LOG_RATE_LIMIT: '5', TRUST_PROXY: 'true' })
})

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/ui-logger', payload: payload as object, headers })

describe('POST /api/ui-logger', () => {
  test('stores a report and answers 201 { success: true }', async () => {
    const report = {
      severity: 'ERROR',
      message: 'Data Loading Error',
      url: 'https://haat.example/browse-all',
      request: { method: 'GET', url: '/api/product?page=2' },
      response: { status: 500 },
      error: { name: 'TypeError', message: 'x is undefined', stack: 'at ProductCard' },
      ignoredField: 'dropped',
    }
    const res = await post(report, { 'x-request-id': 'req-123' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ success: true })
    const rows = await ctx.db.select().from(clientLogs)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ severity: 'error', requestId: 'req-123' })
    expect(rows[0]!.payload).toEqual({
      message: 'Data Loading Error',
      url: 'https://haat.example/browse-all',
      request: { method: 'GET', url: '/api/product?page=2' },
      response: { status: 500 },
      error: { name: 'TypeError', message: 'x is undefined', stack: 'at ProductCard' },
    })
  })

  test.each([
    [{ message: 'no severity' }, 'severity'],
    [{ severity: 'loud' }, 'severity'],
    [{ severity: 'info', message: 'x'.repeat(2001) }, 'message'],
    [{ severity: 'info', error: { stack: 's'.repeat(8001) } }, 'error.stack'],
  ])('rejects %j with a 400 naming %s', async (payload, field) => {
    const res = await post(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: expect.stringContaining(field),
      issues: expect.any(Array),
    })
  })

  test('a report over 32 KB is refused with 413', async () => {
    const res = await post({ severity: 'info', context: { blob: 'x'.repeat(40_000) } })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) })
  })

  test('reports are rate limited per client', async () => {
    const codes: number[] = []
    for (let i = 0; i < 6; i++)
      codes.push((await post({ severity: 'info' }, { 'x-forwarded-for': '203.0.113.9' })).statusCode)
    expect(codes).toEqual([201, 201, 201, 201, 201, 429])
  })
})
