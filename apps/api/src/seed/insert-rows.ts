// Multi-row inserts in chunks that stay under PostgreSQL's 65,535 bind parameters per statement.
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const MAX_PARAMS = 60_000

export async function insertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: Array<T['$inferInsert']>,
  opts: { explicitIds?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0]!).length
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns))
  for (let from = 0; from < rows.length; from += perStatement) {
    const chunk = rows.slice(from, from + perStatement)
    // Explicit ids into identity columns need OVERRIDING SYSTEM VALUE.
    if (opts.explicitIds)
      await tx
        .insert(table)
        .overridingSystemValue()
        .values(chunk as never)
    else await tx.insert(table).values(chunk as never)
  }
}
