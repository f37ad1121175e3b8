// On PGlite (no autovacuum) the store merges GIN pending lists itself (decision 0827). These tests open
// an in-memory PGlite of their own, whatever DATABASE_URL says: on PostgreSQL autovacuum may merge the
// lists at any moment, so what they count could not be relied on there.
import { sql } from 'drizzle-orm'
import { setTimeout as sleep } from 'node:timers/promises'
import Fastify from 'fastify'
import { afterEach, expect, test } from 'vitest'
import { openDatabase, type Database } from '../../src/db/client.ts'
import { cleanGinPendingLists, keepGinPendingListsShort } from '../../src/db/gin-pending-lists.ts'
import { insertCatalogueBasics, insertProduct } from '../support/factories.ts'

const opened: Array<() => Promise<void>> = []
afterEach(async () => {
  while (opened.length) await opened.pop()!()
})

async function pglite(): Promise<Database> {
  const database = await openDatabase({})
  opened.push(database.close)
  return database
}

/** Ten products voted for: each vote is a new row version that products' GIN indexes take too. */
async function votedProducts(database: Database) {
  const { db } = database
  const { brand, category } = await insertCatalogueBasics(db)
  for (let i = 0; i < 10; i++) {
    const product = await insertProduct(db, { brandId: brand.id, categoryId: category.id, title: `Mat ${i}` })
    await db.execute(sql`update products set upvote_count = upvote_count + 1 where id = ${product.id}`)
  }
}

test('votes leave entries in the pending lists; merging them empties the lists', async () => {
  const database = await pglite()
  await votedProducts(database)
  expect(await cleanGinPendingLists(database.db)).toBeGreaterThan(0)
  expect(await cleanGinPendingLists(database.db)).toBe(0)
})

test('on PGlite the store merges them every few seconds, as they fill', async () => {
  const database = await pglite()
  const app = Fastify()
  keepGinPendingListsShort(app, database, 50)
  await app.ready()
  opened.push(() => app.close())
  await votedProducts(database)
  await sleep(400) // several rounds
  expect(await cleanGinPendingLists(database.db)).toBe(0)
})

test('on PostgreSQL it leaves them to autovacuum', async () => {
  const database = await pglite()
  const app = Fastify()
  keepGinPendingListsShort(app, { db: database.db, kind: 'postgres' }, 50)
  await app.ready()
  opened.push(() => app.close())
  await votedProducts(database)
  await sleep(400)
  expect(await cleanGinPendingLists(database.db)).toBeGreaterThan(0)
})
