// Needs Redis at 127.0.0.1:6379 (or REDIS_URL), as every machine of this project has: a vote on one
// instance empties the caches of another at once, through Redis.
import { expect, test } from 'vitest'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

test("a vote on one instance reaches the other's caches through Redis", async () => {
  const one = await build({ REDIS_URL })
  const other = await build({ REDIS_URL })
  const heard = { one: [] as string[], other: [] as string[] }
  one.catalogEvents.on('counted', (move, origin) => heard.one.push(`${origin} ${move.upvoteCount}`))
  other.catalogEvents.on('counted', (move, origin) => heard.other.push(`${origin} ${move.upvoteCount}`))
  await new Promise((resolve) => setTimeout(resolve, 300)) // both subscribed
  const { brand, category } = await insertCatalogueBasics(one.db)
  const product = await insertProduct(one.db, { brandId: brand.id, categoryId: category.id })
  const vote = await one.app.inject({ method: 'PUT', url: `/api/product/upvote/${product.id}` })
  expect(vote.statusCode).toBe(200)
  await expect.poll(() => heard.other, { timeout: 3000 }).toEqual(['remote 1'])
  expect(heard.one).toEqual(['local 1']) // its own message is not taken for another's
})
