// Needs Redis at 127.0.0.1:6379 (or REDIS_URL), as every machine of this project has: a vote on one
// instance empties the caches of another at once, through Redis; so does a catalogue import run from the CLI.
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { expect, test } from 'vitest'
import { announceCatalogueChange, catalogChannel } from '../src/plugins/catalog-events-redis.ts'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/** The stores subscribe without waiting (they start with Redis down): asked of Redis itself. */
async function subscribed(prefix: string, stores: number) {
  const redis = new Redis(REDIS_URL)
  const subscribers = async () =>
    ((await redis.pubsub('NUMSUB', catalogChannel(prefix))) as [string, number])[1]
  await expect.poll(subscribers, { timeout: 10_000 }).toBe(stores)
  redis.disconnect()
}

test("a vote on one instance reaches the other's caches through Redis", async () => {
  // A store of its own on the shared Redis: other test files' instances vote on the default channel.
  const REDIS_PREFIX = `haat-test-${randomUUID()}`
  const one = await build({ REDIS_URL, REDIS_PREFIX })
  const other = await build({ REDIS_URL, REDIS_PREFIX })
  const heard = { one: [] as string[], other: [] as string[] }
  one.catalogEvents.on('counted', (move, origin) => heard.one.push(`${origin} ${move.upvoteCount}`))
  other.catalogEvents.on('counted', (move, origin) => heard.other.push(`${origin} ${move.upvoteCount}`))
  await subscribed(REDIS_PREFIX, 2)
  const { brand, category } = await insertCatalogueBasics(one.db)
  const product = await insertProduct(one.db, { brandId: brand.id, categoryId: category.id })
  const vote = await one.app.inject({ method: 'PUT', url: `/api/product/upvote/${product.id}` })
  expect(vote.statusCode).toBe(200)
  await expect.poll(() => heard.other, { timeout: 3000 }).toEqual(['remote 1'])
  expect(heard.one).toEqual(['local 1']) // its own message is not taken for another's
})

test('a change announced by another process (the catalogue CLI) empties the copies of a running store', async () => {
  const REDIS_PREFIX = `haat-test-${randomUUID()}`
  const store = await build({ REDIS_URL, REDIS_PREFIX, LISTING_PAGE_CACHE_MS: '60000' })
  const heard: string[] = []
  store.catalogEvents.on('changed', (origin) => heard.push(origin))
  await subscribed(REDIS_PREFIX, 1)
  await store.app.inject({ url: '/api/product' })
  expect((await store.app.inject({ url: '/api/product' })).headers['x-cache']).toBe('HIT')

  expect(await announceCatalogueChange({ REDIS_URL, REDIS_PREFIX })).toBe(true)
  await expect.poll(() => heard, { timeout: 3000 }).toEqual(['remote'])
  expect((await store.app.inject({ url: '/api/product' })).headers['x-cache']).not.toBe('HIT')
  expect(await announceCatalogueChange({ REDIS_URL: undefined, REDIS_PREFIX })).toBe(false)
})
