// The import's progress on its row, for the admin page's bar: written at most every 250 ms (and at
// each stage change), one write at a time, each also extending the job's lease so a long import is not
// taken by another instance's worker. `flush()` waits for the last write.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { catalogueImports, jobs } from '../../db/schema.ts'

const EVERY_MS = 250

export function importProgress(db: Db, importId: number, jobId: number, leaseMs = 60_000) {
  let chain: Promise<unknown> = Promise.resolve()
  let last = 0
  let stage = ''
  const write = (next: string, done: number, total: number) => {
    chain = chain
      .then(() =>
        Promise.all([
          db
            .update(catalogueImports)
            .set({ stage: next, done, total })
            .where(eq(catalogueImports.id, importId)),
          db
            .update(jobs)
            .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
            .where(eq(jobs.id, jobId)),
        ]),
      )
      .catch(() => {}) // a missed progress write only delays the bar
  }
  return {
    onProgress(next: 'images' | 'write', done: number, total: number) {
      const now = Date.now()
      if (next === stage && done < total && now - last < EVERY_MS) return
      stage = next
      last = now
      write(next, done, total)
    },
    flush: () => chain,
  }
}
