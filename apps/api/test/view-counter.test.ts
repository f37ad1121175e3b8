// Product views are written a few products a statement (decision 0822), so a batch of a few hundred
// never holds PGlite's thread, the server's own, in one long statement; every view still lands.
import { inArray } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { products } from '../src/db/schema.ts'
import { VIEWS_PER_STATEMENT } from '../src/plugins/view-counter.ts'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'

test('a batch of views is written in statements of a few products each, and every view lands', async () => {
  const { app, db } = await build({ VIEW_COUNT_FLUSH_MS: '600000' })
  const { brand, category } = await insertCatalogueBasics(db)
  const count = 2 * VIEWS_PER_STATEMENT + 5
  const made = []
  for (let i = 0; i < count; i++)
    made.push(await insertProduct(db, { brandId: brand.id, categoryId: category.id, viewCount: 1 }))
  const ids = made.map((p) => p.id)
  // Product k is viewed 1 + k % 3 times (the product page's call counts one view).
  for (const [k, { slug }] of made.entries())
    for (let v = 0; v <= k % 3; v++)
      expect((await app.inject(`/api/product/slug/${slug}`)).statusCode).toBe(200)
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const statements = vi.spyOn(client, 'query')
  await app.close() // writes the views still buffered
  const updates = statements.mock.calls.filter(([text]) => /update "?products"?/i.test(JSON.stringify(text)))
  statements.mockRestore()
  expect(updates).toHaveLength(Math.ceil(count / VIEWS_PER_STATEMENT))
  const rows = await db
    .select({ id: products.id, views: products.viewCount })
    .from(products)
    .where(inArray(products.id, ids))
  expect(new Map(rows.map((r) => [r.id, r.views]))).toEqual(new Map(ids.map((id, k) => [id, 2 + (k % 3)])))
})
