// The job queue on the store's database (PGlite here, PostgreSQL with DATABASE_URL): idempotent keys,
// claims that never hand one job to two workers, leases that free a crashed worker's job, backoff,
// giving up after the last attempt, and the retention job.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { adminAudit, clientLogs, jobs, trackedEvents } from '../../src/db/schema.ts'
import { retryDelayMs } from '../../src/jobs/backoff.ts'
import { claimDueJobs, enqueue, failJob, queueDepth } from '../../src/jobs/queue.ts'
import { pruneByAge, scheduleRetention } from '../../src/jobs/retention.ts'
import { startWorker } from '../../src/jobs/worker.ts'
import { build } from '../support/build.ts'

let ctx: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  // No worker of the app's own: the tests drive theirs.
  ctx = await build({ JOBS_WORKER: 'false' })
})

const backoff = { baseMs: 1000, capMs: 8000 }
const silent = { warn: () => {}, error: () => {} } as never

describe('enqueue', () => {
  test('a key is taken once: the second job with it is not added', async () => {
    expect(await enqueue(ctx.db, { kind: 'k', key: 'once:1', payload: { n: 1 } })).toBe(true)
    expect(await enqueue(ctx.db, { kind: 'k', key: 'once:1', payload: { n: 2 } })).toBe(false)
    const rows = await ctx.db.select().from(jobs).where(eq(jobs.key, 'once:1'))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.payload).toEqual({ n: 1 })
  })

  test('a job enqueued in a transaction that rolls back is gone with it', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'k', key: 'rolled-back', payload: {} })
        throw new Error('order failed')
      }),
    ).rejects.toThrow('order failed')
    expect(await ctx.db.select().from(jobs).where(eq(jobs.key, 'rolled-back'))).toEqual([])
  })
})

describe('workers', () => {
  test('two workers running at once run each of 30 jobs exactly once', async () => {
    for (let i = 0; i < 30; i++) await enqueue(ctx.db, { kind: 'count', payload: { i } })
    const runs: number[] = []
    const handlers = {
      count: async (p: Record<string, unknown>) => {
        await new Promise((r) => setTimeout(r, 5))
        runs.push(p.i as number)
      },
    }
    const a = startWorker({ db: ctx.db, handlers, log: silent, pollMs: 1000, backoff, batch: 4 }, false)
    const b = startWorker({ db: ctx.db, handlers, log: silent, pollMs: 1000, backoff, batch: 4 }, false)
    const [ranA, ranB] = await Promise.all([a.runOnce(), b.runOnce()])
    expect(ranA).toBeGreaterThan(0) // both took part
    expect(ranB).toBeGreaterThan(0)
    expect(runs).toHaveLength(30)
    expect(runs.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i))
  })

  test('a claimed job is held for its lease; a crashed worker’s job is taken again after it', async () => {
    await enqueue(ctx.db, { kind: 'lease', key: 'lease:1', payload: {} })
    const first = await claimDueJobs(ctx.db, 10, 300)
    expect(first.map((j) => j.key)).toContain('lease:1')
    expect((await claimDueJobs(ctx.db, 10, 300)).map((j) => j.key)).not.toContain('lease:1')
    await new Promise((r) => setTimeout(r, 400))
    const again = await claimDueJobs(ctx.db, 10, 300)
    expect(again.find((j) => j.key === 'lease:1')).toMatchObject({ attempts: 2 })
  })

  test('a failed job waits its backoff, then is given up after maxAttempts with the reason kept', async () => {
    await enqueue(ctx.db, { kind: 'flaky', key: 'flaky:1', payload: {}, maxAttempts: 2 })
    const worker = startWorker(
      {
        db: ctx.db,
        handlers: {
          flaky: async () => {
            throw new Error('smtp 451')
          },
        },
        log: silent,
        pollMs: 1000,
        backoff: { baseMs: 300, capMs: 300 },
      },
      false,
    )
    await worker.runOnce()
    const [waiting] = await ctx.db.select().from(jobs).where(eq(jobs.key, 'flaky:1'))
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'smtp 451', failedAt: null, doneAt: null })
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now() + 100)
    await worker.runOnce() // not due yet: not run
    expect((await ctx.db.select().from(jobs).where(eq(jobs.key, 'flaky:1')))[0]!.attempts).toBe(1)
    await new Promise((r) => setTimeout(r, 400))
    await worker.runOnce()
    const [gaveUp] = await ctx.db.select().from(jobs).where(eq(jobs.key, 'flaky:1'))
    expect(gaveUp).toMatchObject({ attempts: 2, lastError: 'smtp 451', failedAt: expect.any(Date) })
    expect(await queueDepth(ctx.db)).toContainEqual({ kind: 'flaky', state: 'failed', jobs: 1 })
  })

  test('failJob keeps the error and pushes the job back by the backoff', async () => {
    await enqueue(ctx.db, { kind: 'direct', key: 'direct:1', payload: {} })
    const [job] = (await claimDueJobs(ctx.db, 50, 1000)).filter((j) => j.key === 'direct:1')
    const result = await failJob(ctx.db, job!, 'refused', backoff)
    expect(result.gaveUp).toBe(false)
    expect(result.retryInMs).toBeGreaterThanOrEqual(800)
    expect(result.retryInMs).toBeLessThanOrEqual(1200)
  })
})

describe('backoff', () => {
  test('doubles from the base up to the cap, within ±20 %', () => {
    const mid = () => 0.5
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelayMs(n, backoff, mid))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ])
    expect(retryDelayMs(1, backoff, () => 0)).toBe(800)
    expect(retryDelayMs(1, backoff, () => 1)).toBe(1200)
  })
})

describe('retention', () => {
  test('deletes logs, events, finished jobs and audit rows older than their settings; keeps the rest', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000)
    await ctx.db.insert(clientLogs).values([
      { severity: 'error', payload: { m: 'old' }, createdAt: old },
      { severity: 'error', payload: { m: 'new' } },
    ])
    await ctx.db.insert(trackedEvents).values([
      { eventName: 'Old', payload: {}, createdAt: new Date(Date.now() - 100 * 86_400_000) },
      { eventName: 'New', payload: {} },
    ])
    await ctx.db.insert(jobs).values([
      { kind: 'old-done', payload: {}, createdAt: old, doneAt: old },
      { kind: 'old-waiting', payload: {}, createdAt: old },
    ])
    const audit = { actorId: 'cli', action: 'product.update', entity: 'product', entityId: '1' }
    await ctx.db.insert(adminAudit).values([
      { ...audit, after: { m: 'old' }, createdAt: new Date(Date.now() - 800 * 86_400_000) },
      { ...audit, after: { m: 'kept' }, createdAt: new Date(Date.now() - 400 * 86_400_000) },
    ])
    const pruned = await pruneByAge(ctx.db, {
      CLIENT_LOG_RETENTION_DAYS: 30,
      TRACKED_EVENT_RETENTION_DAYS: 90,
      JOB_RETENTION_DAYS: 14,
      AUDIT_RETENTION_DAYS: 730,
    })
    expect(pruned).toEqual({ clientLogs: 1, trackedEvents: 1, jobs: 1, auditRows: 1 })
    expect((await ctx.db.select().from(adminAudit)).map((r) => r.after)).toEqual([{ m: 'kept' }])
    expect((await ctx.db.select().from(clientLogs)).map((r) => r.payload)).toEqual([{ m: 'new' }])
    expect((await ctx.db.select().from(trackedEvents)).map((r) => r.eventName)).toEqual(['New'])
    const kinds = (await ctx.db.select().from(jobs)).map((j) => j.kind)
    expect(kinds).toContain('old-waiting')
    expect(kinds).not.toContain('old-done')
  })

  test('is scheduled once an hour however many instances ask', async () => {
    const at = new Date('2026-11-25T08:15:00Z')
    expect(await scheduleRetention(ctx.db, at)).toBe(true)
    expect(await scheduleRetention(ctx.db, new Date('2026-11-25T08:59:00Z'))).toBe(false)
    expect(await scheduleRetention(ctx.db, new Date('2026-11-25T09:00:00Z'))).toBe(true)
  })
})
