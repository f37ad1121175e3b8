// Suggestions rank only the most viewed matches (decision 0796): with more matches than candidates, a
// better title match that few shoppers viewed gives way to viewed ones; within the candidates the title
// match still ranks first.
import { beforeAll, expect, test } from 'vitest'
import { suggestProducts } from '../../src/repositories/search-suggestions.ts'
import { compileQuery } from '../../src/search/compile-query.ts'
import { build } from '../support/build.ts'
import { insertBrand, insertCategory, insertProduct } from '../support/factories.ts'

let ctx: Awaited<ReturnType<typeof build>>

beforeAll(async () => {
  ctx = await build()
  const brand = await insertBrand(ctx.db, { slug: 'diya-works', name: 'Diya Works' })
  const category = await insertCategory(ctx.db, { paramName: 'lamps', name: 'Lamps' })
  const lamp = (title: string, headline: string, viewCount: number) =>
    insertProduct(ctx.db, { brandId: brand.id, categoryId: category.id, title, headline, viewCount })
  await lamp('Zorbly Lamp', 'A table lamp', 1)
  await lamp('Brass Lamp', 'A zorbly glow', 50)
  await lamp('Clay Lamp', 'A zorbly finish', 60)
}, 120_000)

async function suggested(candidates: number) {
  const { search } = await compileQuery(ctx.db, 'zorbly', 'suggest')
  return (await suggestProducts(ctx.db, search!, 6, candidates)).map((s) => s.label)
}

test('every match a candidate: the title match first, then by views', async () => {
  expect(await suggested(400)).toEqual(['Zorbly Lamp', 'Clay Lamp', 'Brass Lamp'])
})

test('more matches than candidates: the most viewed matches only', async () => {
  expect(await suggested(2)).toEqual(['Clay Lamp', 'Brass Lamp'])
})
