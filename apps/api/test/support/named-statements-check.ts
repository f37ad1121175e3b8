// Shared by the PGlite and PostgreSQL named-statement tests (decisions 0828, 0829): drizzle's
// transactions still commit and roll back through the named path, and the names reach PostgreSQL.
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../src/db/client.ts'

const rowsOf = (r: unknown) => (r as { rows: unknown[] }).rows

export async function expectTransactionsThroughNamedStatements(db: Db) {
  await db.execute(sql`create table notes (id int primary key)`)
  await db.transaction(async (tx) => tx.execute(sql`insert into notes values (${1})`))
  await expect(
    db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (${2})`)
      throw new Error('changed my mind')
    }),
  ).rejects.toThrow('changed my mind')
  expect(rowsOf(await db.execute(sql`select id from notes`))).toEqual([{ id: 1 }])
  const named = rowsOf(
    await db.execute(sql`select name from pg_prepared_statements where name like 'haat_%'`),
  )
  expect(named.length).toBeGreaterThan(0)
}
