// The durable job queue: a table that PGlite and PostgreSQL both serve. Several instances claim due jobs
// with FOR UPDATE SKIP LOCKED and hold each for a lease, so a job runs on one worker at a time and a
// crashed worker's job is taken again when its lease runs out (docs/decisions/0700).
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { jobs } from '../db/schema.ts'
import { retryDelayMs, type Backoff } from './backoff.ts'

/** A transaction works too: a job enqueued with the order commits (or not) with it. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type JobRow = typeof jobs.$inferSelect
export type NewJob = {
  kind: string
  payload: Record<string, unknown>
  /** Idempotency key: a job with the same key already queued (or done) means this one is not added. */
  key?: string
  maxAttempts?: number
  runAt?: Date
}

/** true when the job was added, false when a job with its key exists. */
export async function enqueue(db: Db | Tx, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      key: job.key ?? null,
      ...(job.maxAttempts && { maxAttempts: job.maxAttempts }),
      ...(job.runAt && { runAt: job.runAt }),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id })
  return rows.length === 1
}

/** Takes up to `limit` due jobs for `leaseMs`; each claim counts as an attempt. */
export async function claimDueJobs(db: Db, limit: number, leaseMs: number): Promise<JobRow[]> {
  const result = await db.execute(sql`
    update jobs set attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id in (
      select id from jobs
      where done_at is null and failed_at is null and run_at <= now()
        and (locked_until is null or locked_until < now())
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id))
  if (ids.length === 0) return []
  return db
    .select()
    .from(jobs)
    .where(sql`${jobs.id} in ${ids}`)
    .orderBy(jobs.runAt, jobs.id)
}

/** Done: the payload is emptied (mail payloads hold addresses and one-time links). */
export async function completeJob(db: Db, id: number) {
  await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null, payload: {} })
    .where(eq(jobs.id, id))
}

/** Failed this attempt: due again after the backoff, or given up after maxAttempts. */
export async function failJob(db: Db, job: JobRow, error: string, backoff: Backoff) {
  const giveUp = job.attempts >= job.maxAttempts
  const delay = retryDelayMs(job.attempts, backoff)
  await db
    .update(jobs)
    .set({
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      ...(giveUp ? { failedAt: sql`now()` } : { runAt: sql`now() + make_interval(secs => ${delay / 1000})` }),
    })
    .where(eq(jobs.id, job.id))
  return { gaveUp: giveUp, retryInMs: giveUp ? null : delay }
}

export type QueueDepth = { kind: string; state: 'waiting' | 'failed'; jobs: number }

/** Jobs still to run and jobs given up, per kind (the /metrics queue depth). */
export async function queueDepth(db: Db): Promise<QueueDepth[]> {
  const waiting = await db
    .select({ kind: jobs.kind, n: count() })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .groupBy(jobs.kind)
  const failed = await db
    .select({ kind: jobs.kind, n: count() })
    .from(jobs)
    .where(isNotNull(jobs.failedAt))
    .groupBy(jobs.kind)
  return [
    ...waiting.map((r) => ({ kind: r.kind, state: 'waiting' as const, jobs: r.n })),
    ...failed.map((r) => ({ kind: r.kind, state: 'failed' as const, jobs: r.n })),
  ]
}
