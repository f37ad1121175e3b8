// Issue 7, generated bad input (fast version of `npm run fuzz`): a few hundred requests generated from
// the served OpenAPI document — valid, boundary and mutated — must all get 2xx/4xx, errors as
// { error, message }, nothing internal in any body, and leave the database consistent.
import { describe, expect, test } from 'vitest'
import { problemsWith } from '../../../../scripts/reliability/fuzz/check-answer.ts'
import { fuzzStore } from '../../../../scripts/reliability/fuzz/fuzz-store.ts'
import { temporaryDatabase } from '../../../../scripts/reliability/lib/temporary-database.ts'

const SEED = Number(process.env.SEED) || 7_2026

describe('the answer rules catch what they must', () => {
  test('a 5xx, a non-JSON error, a bare error and leaked internals are all rule breaks', () => {
    expect(
      problemsWith({ status: 500, headers: {}, body: '{"error":"internal","message":"x"}' }, 'GET'),
    ).toEqual(['status 500'])
    expect(problemsWith({ status: 400, headers: {}, body: 'Bad Request' }, 'GET')).toEqual([
      'error body is not JSON',
    ])
    expect(problemsWith({ status: 404, headers: {}, body: '{"statusCode":404}' }, 'GET')).toEqual([
      'error body is not { error, message }',
    ])
    const leak =
      '{"error":"x","message":"select id from votes where product_id = 1\\n    at run (/work/main/apps/api/src/x.ts:3:1)"}'
    expect(problemsWith({ status: 400, headers: {}, body: leak }, 'GET')).toEqual(
      expect.arrayContaining(['file path in body', 'SQL in body']),
    )
    expect(
      problemsWith({ status: 200, headers: {}, body: '{"title":"Select from our best"}' }, 'GET'),
    ).toEqual([])
  })
})

test(`400 generated requests (seed ${SEED}): no 5xx, { error, message } on 4xx, no leaks, data consistent`, async () => {
  const database = await temporaryDatabase(process.env.DATABASE_URL)
  try {
    const { report, consistency, checkoutStatus } = await fuzzStore({
      seed: SEED,
      count: 400,
      databaseUrl: database.url,
    })
    expect(checkoutStatus).toBe(200) // the run knows a real order
    expect(report.routes).toBeGreaterThanOrEqual(30)
    expect(report.failures, `seed ${SEED}: ${JSON.stringify(report.failures.slice(0, 3))}`).toEqual([])
    // Both kinds of answer happen: the generator reaches handlers and gets refused.
    const count = (from: number, to: number) =>
      Object.entries(report.byStatus).reduce(
        (n, [s, c]) => (Number(s) >= from && Number(s) < to ? n + c : n),
        0,
      )
    expect(count(200, 300)).toBeGreaterThan(100)
    expect(count(400, 500)).toBeGreaterThan(100)
    expect(consistency.problems).toEqual({})
  } finally {
    await database.drop()
  }
})
