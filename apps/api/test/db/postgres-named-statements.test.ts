// On PostgreSQL each connection parses a SQL text once, under a name from its hash (decision 0829).
// Needs PostgreSQL: DATABASE_URL, else HAAT_PG_URL, else 127.0.0.1:5432/test (in both of CI's runs).
import pg from 'pg'
import { afterEach, expect, test } from 'vitest'
import { openDatabase } from '../../src/db/client.ts'
import { expectTransactionsThroughNamedStatements } from '../support/named-statements-check.ts'
import { nameStatements, statementName } from '../../src/db/postgres-named-statements.ts'
import { temporaryPostgres } from '../support/temporary-postgres.ts'

const BASE = process.env.DATABASE_URL ?? process.env.HAAT_PG_URL ?? 'postgres://root@127.0.0.1:5432/test'
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function namedClient() {
  const temporary = await temporaryPostgres(BASE)
  cleanups.push(temporary.drop)
  const pool = new pg.Pool({ connectionString: temporary.url, max: 1 })
  cleanups.push(() => pool.end())
  pool.on('connect', nameStatements)
  await pool.query('create table t (id int primary key, name text)')
  await pool.query({ text: 'insert into t values ($1, $2), ($3, $4)' }, [1, 'ā', 2, null])
  return pool
}

const preparedNames = async (pool: pg.Pool) =>
  (await pool.query<{ name: string }>(`select name from pg_prepared_statements order by name`)).rows.map(
    (r) => r.name,
  )

test('a text gets one name from its hash; another text another', () => {
  expect(statementName('select 1')).toBe(statementName('select 1'))
  expect(statementName('select 1')).not.toBe(statementName('select 2'))
  expect(statementName('select 1')).toMatch(/^haat_[\w-]+_0$/)
})

test('a config query is parsed once per connection and answers as before', async () => {
  const pool = await namedClient()
  const read = { text: 'select id, name from t where id = any($1::int[]) order by id' }
  for (let i = 0; i < 3; i++) {
    expect((await pool.query(read, [[1, 2]])).rows).toEqual([
      { id: 1, name: 'ā' },
      { id: 2, name: null },
    ])
  }
  const names = await preparedNames(pool)
  expect(names).toContain(statementName(read.text))
  expect(names.filter((n) => n === statementName(read.text))).toHaveLength(1)
  // A plain string query stays unnamed, as node-postgres sends it.
  expect(names).not.toContain(statementName('create table t (id int primary key, name text)'))
})

test('a table whose columns changed is read through a new statement, not the stale plan', async () => {
  const pool = await namedClient()
  const read = { text: 'select * from t where id = $1' }
  expect(Object.keys((await pool.query(read, [1])).rows[0]!)).toEqual(['id', 'name'])
  await pool.query('alter table t add column price int default 7')
  expect((await pool.query(read, [1])).rows[0]).toEqual({ id: 1, name: 'ā', price: 7 })
  expect(statementName(read.text)).toMatch(/_1$/)
})

test("the store's own PostgreSQL pool names drizzle's statements, in and out of transactions", async () => {
  const temporary = await temporaryPostgres(BASE)
  cleanups.push(temporary.drop)
  const database = await openDatabase({ databaseUrl: temporary.url })
  cleanups.push(database.close)
  await expectTransactionsThroughNamedStatements(database.db)
})
