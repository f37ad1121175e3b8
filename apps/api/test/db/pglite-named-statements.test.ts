// PGlite prepares each SQL text once under a name (decision 0828). These tests open PGlite of their own,
// whatever DATABASE_URL says: the cache exists only there.
import { PGlite } from '@electric-sql/pglite'
import { afterEach, expect, test } from 'vitest'
import { openDatabase } from '../../src/db/client.ts'
import { expectTransactionsThroughNamedStatements } from '../support/named-statements-check.ts'
import { prepareStatementsOnce } from '../../src/db/pglite-named-statements.ts'

const opened: Array<() => Promise<void>> = []
afterEach(async () => {
  while (opened.length) await opened.pop()!()
})

async function pglite(maxStatements?: number) {
  const pg = await PGlite.create()
  opened.push(() => pg.close())
  const plain = await PGlite.create()
  opened.push(() => plain.close())
  const cache = prepareStatementsOnce(pg, maxStatements)
  for (const db of [pg, plain]) {
    await db.exec(`create table t (id int primary key, name text, tags text[], meta jsonb, at timestamptz);
      insert into t values (1, 'ā', '{a,b}', '{"k":1}', '2026-12-04T01:02:03Z'), (2, null, '{}', null, null);`)
  }
  return { pg, plain, cache }
}

const prepared = async (pg: PGlite) =>
  (
    await pg.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where name like 'haat_%'`,
    )
  ).rows[0]!.n

test('answers as PGlite itself does: rows, fields, parsed types, parameters of each kind, array mode', async () => {
  const { pg, plain } = await pglite()
  const text = 'select id, name, tags, meta, at from t where id = any($1::int[]) or name = $2 order by id'
  for (const options of [undefined, { rowMode: 'array' as const }]) {
    const ours = await pg.query(text, [[1, 2], 'x'], options)
    const theirs = await plain.query(text, [[1, 2], 'x'], options)
    expect(ours.rows).toEqual(theirs.rows)
    expect(ours.fields).toEqual(theirs.fields)
  }
  const write = 'update t set meta = $1 where id = $2'
  expect((await pg.query(write, [{ k: 2 }, 2])).affectedRows).toBe(1)
  expect((await pg.query('select meta from t where id = 2')).rows).toEqual([{ meta: { k: 2 } }])
})

test('each text is prepared once, however often it runs, inside and outside transactions', async () => {
  const { pg, cache } = await pglite()
  for (let i = 0; i < 5; i++) await pg.query('select name from t where id = $1', [1])
  await pg.transaction(async (tx) => {
    expect((await tx.query('select name from t where id = $1', [1])).rows).toEqual([{ name: 'ā' }])
  })
  expect(cache.size()).toBe(1)
  expect(await prepared(pg)).toBe(2) // that one and the count itself
})

test('at the bound the least recently used statement is closed in PostgreSQL too', async () => {
  const { pg, cache } = await pglite(3)
  for (let id = 1; id <= 6; id++) await pg.query(`select ${id} as n from t limit 1`)
  expect(cache.size()).toBe(3)
  expect(await prepared(pg)).toBe(3)
})

test('a table whose columns changed is read anew, not with the old plan', async () => {
  const { pg } = await pglite()
  expect((await pg.query('select * from t where id = 1')).fields.map((f) => f.name)).toHaveLength(5)
  await pg.exec('alter table t add column price int default 7')
  const again = await pg.query<{ price: number }>('select * from t where id = 1')
  expect(again.rows[0]!.price).toBe(7)
})

test('errors name their statement, roll back the transaction, and leave the database usable', async () => {
  const { pg } = await pglite()
  const bad = pg.query('select nope from t where id = $1', [1])
  await expect(bad).rejects.toMatchObject({
    code: '42703',
    query: 'select nope from t where id = $1',
    params: [1],
  })
  const write = pg.transaction(async (tx) => {
    await tx.query('update t set name = $1 where id = 1', ['changed'])
    await tx.query('insert into t (id) values (1)') // duplicate key
  })
  await expect(write).rejects.toMatchObject({ code: '23505' })
  expect((await pg.query('select name from t where id = $1', [1])).rows).toEqual([{ name: 'ā' }])
})

test("the store's own database uses it, and drizzle's transactions still commit and roll back", async () => {
  const database = await openDatabase({})
  opened.push(database.close)
  await expectTransactionsThroughNamedStatements(database.db)
})
