// A vote keeps the stored search answers (decision 0834): the database says which searches list the
// voted product, their totals move by the vote, the others stay as they are; and a read that comes while
// the database is still asked waits for its word instead of sending the total without the vote.
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Db } from '../src/db/client.ts'
import { products } from '../src/db/schema.ts'
import type { CountMove } from '../src/events/catalog-events.ts'
import { moveSearchTotals } from '../src/plugins/shared-answer-searches.ts'
import type { StoredAnswer } from '../src/plugins/shared-answers.ts'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct } from './support/factories.ts'

const CACHED = { LISTING_PAGE_CACHE_MS: '60000', LISTING_COUNT_CACHE_MS: '60000' }

async function shop() {
  const built = await build(CACHED)
  const brand = await insertBrand(built.db)
  const category = await insertCategory(built.db)
  const make = (title: string, upvoteCount: number) =>
    insertProduct(built.db, { title, brandId: brand.id, categoryId: category.id, upvoteCount })
  const chai = await make('Masala chai', 4)
  const tulsi = await make('Tulsi green tea', 7)
  const read = async (url: string) => {
    const res = await built.app.inject({ url })
    expect(res.statusCode).toBe(200)
    const body = res.json() as { totalUpvotes: number; totalElements: number }
    return { hit: res.headers['x-cache'] === 'HIT', total: body.totalUpvotes, found: body.totalElements }
  }
  /** A vote on chai as the route announces it. */
  const announce = () => {
    const move: CountMove = {
      productId: chai.id,
      upvoteCount: 5,
      moved: 1,
      scope: { categoryId: category.id, subcategoryId: null, brandId: brand.id, tagIds: [] },
    }
    built.catalogEvents.emit('counted', move, 'local')
  }
  /** The same, its count written first, as the route does. */
  const voteOnChai = async () => {
    await built.db.update(products).set({ upvoteCount: 5 }).where(eq(products.id, chai.id))
    announce()
  }
  return { ...built, read, announce, voteOnChai, chai, tulsi }
}

test('a vote moves the searches that find its product and keeps every stored search', async () => {
  const { read, voteOnChai } = await shop()
  const searches = { chai: '/api/product?search=chai', tea: '/api/product?search=tea' }
  expect(await read(searches.chai)).toEqual({ hit: false, total: 4, found: 1 })
  expect(await read(searches.tea)).toEqual({ hit: false, total: 7, found: 1 })
  await voteOnChai()
  expect(await read(searches.chai)).toEqual({ hit: true, total: 5, found: 1 })
  expect(await read(searches.tea)).toEqual({ hit: true, total: 7, found: 1 })
})

test('a read sent while the database is asked waits for its word', async () => {
  const { read, voteOnChai } = await shop()
  const url = '/api/product?search=masala'
  expect(await read(url)).toMatchObject({ hit: false, total: 4 })
  await voteOnChai()
  // No turn of the event loop between the announcement and these reads: the answer is still judged.
  const [first, second] = await Promise.all([read(url), read(url)])
  expect(first).toEqual({ hit: true, total: 5, found: 1 })
  expect(second).toEqual({ hit: true, total: 5, found: 1 })
})

test('a search the database cannot judge is dropped, as every search was before', async () => {
  // A database that cannot answer: the judging fails, the answer goes (and is read anew when next asked).
  const down = { execute: () => Promise.reject(new Error('connection lost')) } as unknown as Db
  const stored = { sumMoved: 0 } as StoredAnswer
  const dropped: Array<[string, StoredAnswer]> = []
  moveSearchTotals(
    down,
    [['/api/product?search=chai', stored, "'chai':*"]],
    { productId: 1, moved: 1 },
    (url, s) => dropped.push([url, s]),
  )
  expect(stored.judging).toBeDefined()
  await stored.judging
  expect(dropped).toEqual([['/api/product?search=chai', stored]])
  expect(stored.sumMoved).toBe(0)
  expect(stored.judging).toBeUndefined()
})
