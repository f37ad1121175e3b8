// One job worker per instance: polls for due jobs, runs each with its kind's handler, records the
// outcome. `kick()` runs a round at once (after an enqueue) instead of waiting for the next poll.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Backoff } from './backoff.ts'
import { claimDueJobs, completeJob, failJob, type JobRow } from './queue.ts'

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>
export type JobOutcome = { kind: string; outcome: 'done' | 'retry' | 'failed' }

export type WorkerOptions = {
  db: Db
  handlers: Record<string, JobHandler>
  log: FastifyBaseLogger
  pollMs: number
  backoff: Backoff
  /** How long a claimed job is held; a worker that dies lets it go after this. */
  leaseMs?: number
  batch?: number
  onOutcome?: (o: JobOutcome) => void
}

export type Worker = { kick: () => void; runOnce: () => Promise<number>; stop: () => Promise<void> }

export function startWorker(opts: WorkerOptions, autostart = true): Worker {
  const { db, handlers, log, leaseMs = 60_000, batch = 10 } = opts
  let running: Promise<number> | null = null
  let again = false
  let stopped = false

  async function runJob(job: JobRow) {
    const handler = handlers[job.kind]
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`)
      await handler(job.payload as Record<string, unknown>, job)
      await completeJob(db, job.id)
      opts.onOutcome?.({ kind: job.kind, outcome: 'done' })
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      const { gaveUp, retryInMs } = await failJob(db, job, message, opts.backoff)
      opts.onOutcome?.({ kind: job.kind, outcome: gaveUp ? 'failed' : 'retry' })
      const entry = { job: job.id, kind: job.kind, attempt: job.attempts, reason: message, retryInMs }
      if (gaveUp) log.error(entry, 'job gave up after its last attempt')
      else log.warn(entry, 'job failed; it will be retried')
    }
  }

  async function round(): Promise<number> {
    let total = 0
    for (;;) {
      const due = await claimDueJobs(db, batch, leaseMs)
      for (const job of due) await runJob(job)
      total += due.length
      if (due.length < batch || stopped) return total
    }
  }

  /** One round at a time; a kick during a round asks for another right after it. */
  function runOnce(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = round()
      .catch((err: unknown) => {
        log.warn({ err }, 'job worker: polling failed')
        return 0
      })
      .finally(() => {
        running = null
        if (again && !stopped) {
          again = false
          void runOnce()
        }
      })
    return running
  }

  const timer = autostart ? setInterval(() => void runOnce(), opts.pollMs).unref() : null
  return {
    kick: () => {
      if (!stopped) void runOnce()
    },
    runOnce,
    stop: async () => {
      stopped = true
      if (timer) clearInterval(timer)
      await running
    },
  }
}
