// PGlite runs no autovacuum, so a GIN index's pending list (where fastupdate puts new entries) is only
// merged when it passes gin_pending_list_limit (4 MB), by whichever write finds it full, and every
// search scans it until then. Every vote and view write adds to the lists of products' GIN indexes
// (their counters are indexed, so each write makes a new row version that every index takes). The
// lists are merged here every 10 s instead (~15 ms for what the storefront mix writes in that time),
// so searches no longer read a list of up to 4 MB, ~4 times slower (decision 0827). PostgreSQL's
// autovacuum does this itself, so the store runs it on PGlite only.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database, Db } from './client.ts'

export const GIN_PENDING_LIST_CLEAN_MS = 10_000

/** Merges every GIN index's pending list into the index; answers the pages it emptied. */
export async function cleanGinPendingLists(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    select coalesce(sum(gin_clean_pending_list(c.oid::regclass)), 0) as pages
    from pg_class c join pg_am am on am.oid = c.relam
    where am.amname = 'gin' and c.relkind = 'i'`)) as unknown as { rows: { pages: number | string }[] }
  return Number(result.rows[0]?.pages ?? 0)
}

/** On PGlite: the pending lists are merged every `everyMs`, and once at start (for what an earlier run left). */
export function keepGinPendingListsShort(
  app: FastifyInstance,
  database: Pick<Database, 'db' | 'kind'>,
  everyMs = GIN_PENDING_LIST_CLEAN_MS,
): void {
  if (database.kind !== 'pglite') return
  let cleaning: Promise<void> | undefined
  const clean = () => {
    cleaning ??= cleanGinPendingLists(database.db)
      .then(
        (pages) => void (pages > 100 && app.log.info({ pages }, 'GIN pending lists merged')),
        (err: unknown) => app.log.warn({ err }, 'GIN pending lists not merged'),
      )
      .finally(() => (cleaning = undefined))
  }
  const timer = setInterval(clean, everyMs)
  timer.unref()
  app.addHook('onReady', async () => clean())
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await cleaning
  })
}
