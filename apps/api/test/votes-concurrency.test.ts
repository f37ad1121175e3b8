// 50 distinct shoppers upvote one product at the same moment, each twice: the count and the vote rows
// both end at exactly 50 (PGlite and PostgreSQL alike).
import { count, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { products, votes } from '../src/db/schema.ts'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'
import { bearer, startTestIssuer } from './support/oidc.ts'

const SHOPPERS = 50

test('concurrent duplicate upvotes by 50 shoppers count once each', async () => {
  const issuer = await startTestIssuer()
  const { app, db } = await build({ ...issuer.env, GUEST_VOTE_RATE_LIMIT: '1000' })
  const { brand, category } = await insertCatalogueBasics(db)
  const product = await insertProduct(db, { brandId: brand.id, categoryId: category.id })
  const tokens = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) => issuer.token({ sub: `shopper-${i}` })),
  )
  const url = `/api/product/upvote/${product.id}`
  const answers = await Promise.all(
    [...tokens, ...tokens].map((token) => app.inject({ method: 'PUT', url, headers: bearer(token) })),
  )
  expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200))
  expect(answers.every((a) => a.json().isUpvoted === true)).toBe(true)
  const [row] = await db.select({ n: products.upvoteCount }).from(products).where(eq(products.id, product.id))
  const [rows] = await db.select({ n: count() }).from(votes).where(eq(votes.productId, product.id))
  expect(row!.n).toBe(SHOPPERS)
  expect(rows!.n).toBe(SHOPPERS)
})

test('concurrent downvotes never take the count below the votes that exist', async () => {
  const { app, db } = await build({ GUEST_VOTE_RATE_LIMIT: '1000' })
  const { brand, category } = await insertCatalogueBasics(db)
  const product = await insertProduct(db, { brandId: brand.id, categoryId: category.id })
  const first = await app.inject({ method: 'PUT', url: `/api/product/upvote/${product.id}` })
  const cookie = `haat_guest=${first.cookies.find((c) => c.name === 'haat_guest')!.value}`
  const downs = await Promise.all(
    Array.from({ length: 20 }, () =>
      app.inject({ method: 'PUT', url: `/api/product/downvote/${product.id}`, headers: { cookie } }),
    ),
  )
  expect(downs.map((d) => d.json().upvoteCount)).toEqual(downs.map(() => 0))
  const [row] = await db.select({ n: products.upvoteCount }).from(products).where(eq(products.id, product.id))
  expect(row!.n).toBe(0)
})
