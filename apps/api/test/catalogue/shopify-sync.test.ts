// Shopify sync of a platform-channel brand against a fake Storefront API that validates every query
// and its variables against Shopify's published schema: products and variants arrive with their
// gid://shopify/ProductVariant ids over several cursor pages; a second sync changes nothing.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { StorefrontProduct } from '../../src/adapters/shopify/storefront-products.ts'
import { syncShopifyBrand } from '../../src/catalogue/sync/sync-shopify.ts'
import { fileImages } from '../../src/catalogue/import/file-images.ts'
import { products, variants } from '../../src/db/schema.ts'
import {
  startFakeStorefrontProducts,
  SYNC_TOKEN,
  SYNC_VERSION,
} from '../support/fakes/shopify-storefront-products.ts'
import { buildImportStore } from './import-support.ts'

const inr = (amount: string) => ({ amount, currencyCode: 'INR' })
let pictureOrigin = ''
const pictureServer = createServer(async (req, res) => {
  const colour = req.url === '/files/blue.png' ? '#1e3a8a' : '#b45309'
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer()
  res.writeHead(200, { 'content-type': 'image/png' }).end(png)
})

function shopProduct(n: number, over: Partial<StorefrontProduct> = {}): StorefrontProduct {
  return {
    handle: `volt-buds-${n}`,
    title: `Volt Buds ${n}`,
    descriptionHtml: `<p>Earbuds number ${n}.</p>`,
    vendor: 'Volt Veda',
    productType: 'Audio',
    tags: ['Wireless'],
    options: [{ name: 'Color', optionValues: [{ name: 'Blue' }, { name: 'Amber' }] }],
    images: { nodes: [{ url: `${pictureOrigin}/files/blue.png` }] },
    variants: {
      nodes: [
        {
          id: `gid://shopify/ProductVariant/${9000 + n * 10}`,
          sku: `VB${n}-B`,
          availableForSale: true,
          price: inr('1999.0'),
          compareAtPrice: inr('2499.0'),
          selectedOptions: [{ name: 'Color', value: 'Blue' }],
          image: { url: `${pictureOrigin}/files/blue.png` },
        },
        {
          id: `gid://shopify/ProductVariant/${9001 + n * 10}`,
          sku: null,
          availableForSale: false,
          price: inr('1999.0'),
          compareAtPrice: inr('2499.0'),
          selectedOptions: [{ name: 'Color', value: 'Amber' }],
          image: { url: `${pictureOrigin}/files/amber.png` },
        },
      ],
    },
    ...over,
  }
}

let ctx: Awaited<ReturnType<typeof buildImportStore>>
let shop: Awaited<ReturnType<typeof startFakeStorefrontProducts>>
beforeAll(async () => {
  await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve))
  pictureOrigin = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}`
  ctx = await buildImportStore()
  const catalogue = [1, 2, 3, 4, 5].map((n) => shopProduct(n))
  catalogue.push(shopProduct(6, { productType: 'Spaceships' }))
  catalogue.push(
    shopProduct(7, {
      variants: {
        nodes: [{ ...shopProduct(7).variants.nodes[0]!, price: { amount: '20.0', currencyCode: 'USD' } }],
      },
    }),
  )
  shop = await startFakeStorefrontProducts(catalogue)
})
afterAll(async () => {
  await shop.close()
  pictureServer.close()
})

const sync = (dryRun = false) =>
  syncShopifyBrand(ctx.db, {
    brandSlug: 'volt-veda',
    shop: { storeDomain: shop.origin, apiVersion: SYNC_VERSION, token: SYNC_TOKEN },
    images: fileImages(ctx.store, process.cwd()),
    pageSize: 2,
    dryRun,
  })

describe('Shopify sync', () => {
  test('pulls every page, keeps the variant GIDs, maps prices and reports what it could not take', async () => {
    const report = await sync()
    expect(report.pages).toBe(4)
    // Every request the store sent passed the schema check (the fake answers errors otherwise).
    expect(shop.received.map((r) => (r.body as { variables: unknown }).variables)).toEqual([
      { first: 2, after: null },
      { first: 2, after: Buffer.from('cursor:1').toString('base64') },
      { first: 2, after: Buffer.from('cursor:3').toString('base64') },
      { first: 2, after: Buffer.from('cursor:5').toString('base64') },
    ])
    expect(report.changes.map((c) => c.action)).toEqual(['create', 'create', 'create', 'create', 'create'])
    expect(report.problems).toEqual([
      { line: null, handle: 'volt-buds-7', reason: 'priced in USD; the store sells in INR' },
      {
        line: null,
        handle: 'volt-buds-6',
        reason: "category 'Spaceships' matches no category or subcategory of the store",
      },
    ])
    const [p] = await ctx.db.select().from(products).where(eq(products.slug, 'volt-buds-3'))
    expect(p).toMatchObject({
      price: 2499,
      offerType: 'AMOUNT',
      offerValue: 500,
      offerCode: 'FLAT500',
      description: 'Earbuds number 3.',
    })
    const rows = await ctx.db
      .select()
      .from(variants)
      .where(inArray(variants.productId, [p!.id]))
      .orderBy(variants.position)
    expect(rows.map((v) => [v.externalId, v.availableForSale])).toEqual([
      ['gid://shopify/ProductVariant/9030', true],
      ['gid://shopify/ProductVariant/9031', false],
    ])
    expect(rows[0]!.imageUrl).not.toBe(rows[1]!.imageUrl)
  })

  test('a second sync changes nothing', async () => {
    const report = await sync()
    expect(report.changes.every((c) => c.action === 'unchanged')).toBe(true)
  })

  test('a wrong token is a clear failure, not an empty shop', async () => {
    await expect(
      syncShopifyBrand(ctx.db, {
        brandSlug: 'volt-veda',
        shop: { storeDomain: shop.origin, apiVersion: SYNC_VERSION, token: 'wrong' },
        images: fileImages(ctx.store, process.cwd()),
      }),
    ).rejects.toThrow('Shopify answered 401')
  })
})
