// Hindi product texts (decision 0791): `?lang=hi` answers with a product's Hindi title, headline and
// description, each falling back to English; English answers are unchanged; answers kept by URL keep the
// two languages apart; the bag shows the Hindi title while the order keeps the English one.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { orderItems, orders, products } from '../src/db/schema.ts'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'
import { buildShop, line, type ShopContext } from './support/shop.ts'

type Built = Awaited<ReturnType<typeof build>>

async function hindiShop(env: Parameters<typeof build>[0] = {}) {
  const built = await build(env)
  const { brand, category } = await insertCatalogueBasics(built.db)
  const base = { brandId: brand.id, categoryId: category.id }
  const stacker = await insertProduct(built.db, {
    ...base,
    slug: 'rainbow-stacker',
    title: 'Wooden Rainbow Stacker',
    headline: 'Wooden Rainbow Stacker — set of 7',
    description: 'Coloured with vegetable dyes.',
    titleHi: 'लकड़ी का सतरंगी स्टैकर',
    headlineHi: 'लकड़ी का सतरंगी स्टैकर — सात टुकड़ों का सेट',
    descriptionHi: 'वनस्पति रंगों से रंगा गया।',
    viewCount: 30,
  })
  const game = await insertProduct(built.db, {
    ...base,
    slug: 'board-game',
    title: 'Bazaar Bonanza Board Game',
    headline: 'A game for 2–6 players',
    description: 'Wooden tokens.',
    titleHi: 'बाज़ार बोनांज़ा बोर्ड गेम',
    viewCount: 20,
  })
  const mug = await insertProduct(built.db, { ...base, slug: 'clay-mug', title: 'Clay Mug', viewCount: 10 })
  return { ...built, stacker, game, mug }
}

const get = async (ctx: Built, url: string) => {
  const res = await ctx.app.inject({ url })
  expect(res.statusCode, res.body).toBe(200)
  return { body: res.json(), text: res.body, cache: res.headers['x-cache'] }
}
const productAt = async (ctx: Built, url: string) => (await get(ctx, url)).body[0]

describe('product answers', () => {
  let ctx: Awaited<ReturnType<typeof hindiShop>>
  beforeAll(async () => {
    ctx = await hindiShop()
  })

  test('a Hindi request gets the Hindi title, headline and description', async () => {
    expect(await productAt(ctx, '/api/product/slug/rainbow-stacker?lang=hi')).toMatchObject({
      title: 'लकड़ी का सतरंगी स्टैकर',
      headline: 'लकड़ी का सतरंगी स्टैकर — सात टुकड़ों का सेट',
      description: 'वनस्पति रंगों से रंगा गया।',
    })
  })

  test('each field without Hindi falls back to its English', async () => {
    const game = await productAt(ctx, '/api/product/slug/board-game?lang=hi')
    expect(game).toMatchObject({
      title: 'बाज़ार बोनांज़ा बोर्ड गेम',
      headline: 'A game for 2–6 players',
      description: 'Wooden tokens.',
    })
    expect(await productAt(ctx, '/api/product/slug/clay-mug?lang=hi')).toMatchObject({ title: 'Clay Mug' })
  })

  test('English requests are unchanged and carry no Hindi', async () => {
    for (const url of ['/api/product/slug/rainbow-stacker', '/api/product/slug/rainbow-stacker?lang=en']) {
      const { body, text } = await get(ctx, url)
      expect(body[0]).toMatchObject({
        title: 'Wooden Rainbow Stacker',
        headline: 'Wooden Rainbow Stacker — set of 7',
        description: 'Coloured with vegetable dyes.',
      })
      expect(text).not.toMatch(/[\u0900-\u097f]|"hi"/)
    }
    const listing = await get(ctx, '/api/product?sort=trending')
    expect(listing.text).not.toMatch(/[\u0900-\u097f]|"hi"/)
  })

  test('cards in listings, search results and top trending take the Hindi title and headline', async () => {
    const titles = (cards: { title: string }[]) => cards.map((c) => c.title)
    const expected = ['लकड़ी का सतरंगी स्टैकर', 'बाज़ार बोनांज़ा बोर्ड गेम', 'Clay Mug']
    expect(titles((await get(ctx, '/api/product?sort=trending&lang=hi')).body.content)).toEqual(expected)
    expect(titles((await get(ctx, '/api/product/top-5-trending?lang=hi')).body)).toEqual(expected)
    const found = (await get(ctx, '/api/search?q=stacker&lang=hi')).body.results.content[0]
    expect(found).toMatchObject({ title: expected[0], headline: 'लकड़ी का सतरंगी स्टैकर — सात टुकड़ों का सेट' })
    expect(found).not.toHaveProperty('hi')
  })

  test('another language is refused with a 400, not ignored', async () => {
    const res = await ctx.app.inject({ url: '/api/product/slug/rainbow-stacker?lang=ta' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'bad_request', message: "lang must be 'hi' or 'en'" })
  })
})

test('answers kept by URL keep the languages apart, and the cached cards stay English', async () => {
  const ctx = await hindiShop({ LISTING_PAGE_CACHE_MS: '60000', VIEW_COUNT_FLUSH_MS: '600000' })
  const english = await get(ctx, '/api/product/slug/rainbow-stacker')
  const hindi = await get(ctx, '/api/product/slug/rainbow-stacker?lang=hi')
  expect([english.cache, hindi.cache]).toEqual([undefined, undefined]) // each read fresh the first time
  expect(hindi.body[0].title).toBe('लकड़ी का सतरंगी स्टैकर')
  const again = await get(ctx, '/api/product/slug/rainbow-stacker')
  expect(again.cache).toBe('HIT')
  expect(again.body[0].title).toBe('Wooden Rainbow Stacker')
  const hindiAgain = await get(ctx, '/api/product/slug/rainbow-stacker?lang=hi')
  expect(hindiAgain.cache).toBe('HIT')
  expect(hindiAgain.body[0].title).toBe('लकड़ी का सतरंगी स्टैकर')
  // The listing's cards are cached once for both languages: a Hindi read leaves the copy English.
  const cardsHindi = await get(ctx, '/api/product?sort=trending&size=5&lang=hi')
  expect(cardsHindi.body.content[0].title).toBe('लकड़ी का सतरंगी स्टैकर')
  const cardsEnglish = await get(ctx, '/api/product?sort=trending&size=5')
  expect(cardsEnglish.body.content[0].title).toBe('Wooden Rainbow Stacker')
})

describe('the bag and the order', () => {
  let ctx: ShopContext
  beforeAll(async () => {
    ctx = await buildShop({ PUBLIC_ORIGIN: 'https://haat.example' })
    await ctx.db.update(products).set({ titleHi: 'मिट्टी का मग' }).where(eq(products.id, ctx.shop.mug.id))
  })

  test('bag lines take the Hindi title on a Hindi page', async () => {
    const { mug } = ctx.shop
    const lines = [line(mug.id, ctx.variantsOf(mug.id)[0]!, 2)]
    const data = async (url: string) =>
      (await ctx.app.inject({ method: 'POST', url, payload: lines })).json().lines[0]
    expect(await data('/api/cart/data?lang=hi')).toMatchObject({ title: 'मिट्टी का मग', quantity: 2 })
    expect(await data('/api/cart/data')).toMatchObject({ title: 'Clay Mug', quantity: 2 })
  })

  test('an order placed from a Hindi page keeps the English title', async () => {
    const { mug } = ctx.shop
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/shopify/cart/multi?lang=hi',
      headers: await ctx.shopper('meera'),
      payload: [line(mug.id, ctx.variantsOf(mug.id)[0]!, 1)],
    })
    expect(res.statusCode, res.body).toBe(200)
    const publicId = (res.json() as { checkoutUrl: string }).checkoutUrl.split('/').pop()!
    const [order] = await ctx.db.select().from(orders).where(eq(orders.publicId, publicId))
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))
    expect(items.map((i) => i.title)).toEqual(['Clay Mug'])
  })
})
