// A small shop for cart, checkout and order tests: products with a PERCENT offer, an AMOUNT offer, no
// offer, a batch product, a sold-out variant; signed-in shoppers with bearer tokens and their upvotes.
import type { Db } from '../../src/db/client.ts'
import { build } from './build.ts'
import { insertCatalogueBasics, insertProduct } from './factories.ts'
import { bearer, startTestIssuer } from './oidc.ts'

type Built = Awaited<ReturnType<typeof build>>

async function insertShopProducts(db: Db) {
  const { brand, category } = await insertCatalogueBasics(db)
  const base = { brandId: brand.id, categoryId: category.id }
  const kurta = await insertProduct(db, {
    ...base,
    title: 'Indigo Kurta',
    price: 1000,
    offerType: 'PERCENT',
    offerValue: 20,
    offerCode: 'KURTA20',
    options: [{ name: 'Size', values: ['M', 'L'] }],
    variants: [
      { price: 1000, selectedOptions: [{ name: 'Size', value: 'M' }], imageUrl: '/media/kurta-m.webp' },
      { price: 1100, selectedOptions: [{ name: 'Size', value: 'L' }], availableForSale: false },
    ],
  })
  const lamp = await insertProduct(db, {
    ...base,
    title: 'Brass Lamp',
    price: 2499,
    offerType: 'AMOUNT',
    offerValue: 300,
    offerCode: 'LAMP300',
    variants: [{ price: 2499, selectedOptions: [{ name: 'Title', value: 'Default' }], externalId: '4455' }],
  })
  const mug = await insertProduct(db, { ...base, title: 'Clay Mug', price: 350 })
  const tea = await insertProduct(db, {
    ...base,
    title: 'Masala Tea',
    price: 120,
    batchMin: 6,
    options: [{ name: 'Flavor', values: ['Ginger', 'Cardamom'] }],
    variants: [
      { price: 120, selectedOptions: [{ name: 'Flavor', value: 'Ginger' }] },
      { price: 120, selectedOptions: [{ name: 'Flavor', value: 'Cardamom' }] },
    ],
  })
  return { kurta, lamp, mug, tea }
}

export type Shop = Awaited<ReturnType<typeof insertShopProducts>>

/** The API with a test login provider and the shop's products; `variantsOf` lists ids by position. */
export async function buildShop(
  env: Parameters<typeof build>[0] = {},
  logStream?: Parameters<typeof build>[2],
) {
  const issuer = await startTestIssuer()
  const ctx: Built = await build({ ...issuer.env, ...env }, undefined, logStream)
  const shop = await insertShopProducts(ctx.db)
  const variantRows = await ctx.db.query.variants.findMany({ orderBy: (v, { asc }) => [asc(v.id)] })
  const variantsOf = (productId: number) =>
    variantRows.filter((v) => v.productId === productId).map((v) => v.id)
  const shopper = async (sub: string) => bearer(await issuer.token({ sub, email: `${sub}@example.in` }))
  return { ...ctx, issuer, shop, variantsOf, shopper }
}

export type ShopContext = Awaited<ReturnType<typeof buildShop>>

export function upvote(ctx: ShopContext, productId: number, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'PUT', url: `/api/product/upvote/${productId}`, headers })
}

export function line(productId: number, variantId: number, quantity = 1) {
  return { productId, variantId, quantity }
}
