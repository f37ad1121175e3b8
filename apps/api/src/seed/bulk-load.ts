// Bulk-load mode for large loads, inside the caller's transaction:
// - plain (non-constraint) indexes of the filled tables are dropped and built once at the end; their
//   definitions are read back from pg_indexes, so they return exactly as the migrations made them;
// - foreign-key triggers are skipped (session_replication_role = replica) where the role may set it:
//   the generator only writes ids it has just inserted, and tests check a bulk load has no orphans.
import { sql } from 'drizzle-orm'
import type { Tx } from './insert-rows.ts'

const BULK_TABLES = [
  'products',
  'product_search',
  'files',
  'product_options',
  'variants',
  'product_tags',
  'votes',
]

async function skipForeignKeyTriggers(tx: Tx): Promise<boolean> {
  try {
    // A savepoint, so a role without the privilege leaves the transaction usable.
    await tx.transaction((sp) => sp.execute(sql`set local session_replication_role = replica`))
    return true
  } catch {
    return false
  }
}

export async function withBulkLoadMode<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  const result = await tx.execute(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ${BULK_TABLES}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)
  const indexes = (result as unknown as { rows: Array<{ indexname: string; indexdef: string }> }).rows
  for (const { indexname } of indexes) await tx.execute(sql`drop index ${sql.identifier(indexname)}`)
  const skipped = await skipForeignKeyTriggers(tx)
  const value = await fn()
  if (skipped) await tx.execute(sql`set local session_replication_role = origin`)
  for (const { indexdef } of indexes) await tx.execute(sql.raw(indexdef))
  return value
}
