// Retention: browser logs, advertising events, finished jobs and admin audit rows older than their
// settings' days are deleted. It runs as a job (once an hour across all instances: the hour is the job's key).
import { and, isNotNull, lt, or } from 'drizzle-orm'
import type { Env } from '../config/env.ts'
import type { Db } from '../db/client.ts'
import { adminAudit, clientLogs, jobs, trackedEvents } from '../db/schema.ts'
import { enqueue } from './queue.ts'

export const RETENTION_JOB = 'retention'
type RetentionEnv = Pick<
  Env,
  'CLIENT_LOG_RETENTION_DAYS' | 'TRACKED_EVENT_RETENTION_DAYS' | 'JOB_RETENTION_DAYS' | 'AUDIT_RETENTION_DAYS'
>

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000)

/** One retention job per clock hour, however many instances ask. */
export function scheduleRetention(db: Db, now = new Date()) {
  return enqueue(db, {
    kind: RETENTION_JOB,
    key: `${RETENTION_JOB}:${now.toISOString().slice(0, 13)}`,
    payload: {},
    maxAttempts: 3,
  })
}

export type Pruned = { clientLogs: number; trackedEvents: number; jobs: number; auditRows: number }

/** Deletes what is older than each setting; 0 days keeps that kind forever. */
export async function pruneByAge(db: Db, env: RetentionEnv, now = new Date()): Promise<Pruned> {
  const pruned: Pruned = { clientLogs: 0, trackedEvents: 0, jobs: 0, auditRows: 0 }
  if (env.CLIENT_LOG_RETENTION_DAYS > 0) {
    const cutoff = daysAgo(env.CLIENT_LOG_RETENTION_DAYS, now)
    pruned.clientLogs = (
      await db.delete(clientLogs).where(lt(clientLogs.createdAt, cutoff)).returning({ id: clientLogs.id })
    ).length
  }
  if (env.TRACKED_EVENT_RETENTION_DAYS > 0) {
    const cutoff = daysAgo(env.TRACKED_EVENT_RETENTION_DAYS, now)
    pruned.trackedEvents = (
      await db
        .delete(trackedEvents)
        .where(lt(trackedEvents.createdAt, cutoff))
        .returning({ id: trackedEvents.id })
    ).length
  }
  if (env.JOB_RETENTION_DAYS > 0) {
    // Only finished jobs: a job still waiting to run is never pruned.
    const cutoff = daysAgo(env.JOB_RETENTION_DAYS, now)
    pruned.jobs = (
      await db
        .delete(jobs)
        .where(and(or(isNotNull(jobs.doneAt), isNotNull(jobs.failedAt)), lt(jobs.createdAt, cutoff)))
        .returning({ id: jobs.id })
    ).length
  }
  if (env.AUDIT_RETENTION_DAYS > 0) {
    const cutoff = daysAgo(env.AUDIT_RETENTION_DAYS, now)
    pruned.auditRows = (
      await db.delete(adminAudit).where(lt(adminAudit.createdAt, cutoff)).returning({ id: adminAudit.id })
    ).length
  }
  return pruned
}
