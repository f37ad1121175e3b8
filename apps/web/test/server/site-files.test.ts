// @vitest-environment node
// The web server's own answers (robots, sitemap, the /api fence, compression) over a real API and
// database; pages (React Router) are left out so no client build is needed.
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '@haat/api/config/env'
import { openDatabase } from '@haat/api/db/client'
import {
  insertCatalogueBasics,
  insertGuide,
  insertProduct,
  insertTag,
} from '../../../api/test/support/factories.ts'
import { createWebServer } from '../../server/create-web-server.ts'

let app: Awaited<ReturnType<typeof createWebServer>>

beforeAll(async () => {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_ORIGIN: 'https://shop.example/',
  })
  const database = await openDatabase({})
  const { brand, category } = await insertCatalogueBasics(database.db)
  const tag = await insertTag(database.db, { slug: 'small-batch', name: 'Small batch' })
  const product = await insertProduct(database.db, {
    slug: 'masala-chai-tin',
    brandId: brand.id,
    categoryId: category.id,
    tagIds: [tag.id],
  })
  // Enough products for a sitemap over the 1 KB compression threshold.
  for (let i = 0; i < 20; i++)
    await insertProduct(database.db, { brandId: brand.id, categoryId: category.id })
  await insertGuide(database.db, {
    paramName: 'monsoon-edit',
    slug: 'monsoon-edit',
    productIds: [product.id],
  })
  app = await createWebServer({ env, database, withPages: false })
  await app.ready()
}, 60_000)
afterAll(() => app?.close())

describe('web server site files', () => {
  it('robots.txt keeps crawlers off the API and names the sitemap at the public origin', async () => {
    const res = await app.inject('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Disallow: /api/')
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml')
  })

  it('sitemap.xml lists static pages, products, brands, guides and tags as absolute URLs', async () => {
    const res = await app.inject('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    for (const path of [
      '/',
      '/about',
      '/product/masala-chai-tin',
      '/guides/monsoon-edit',
      '/tags/small-batch',
    ]) {
      expect(res.body).toContain(`<loc>https://shop.example${path}</loc>`)
    }
    expect(res.body).toMatch(/<loc>https:\/\/shop\.example\/brands\/[a-z0-9-]+<\/loc>/)
  })

  it('sitemap.xml lists each page in Hindi under /hi too, both naming each other (decision 0790)', async () => {
    const res = await app.inject('/sitemap.xml')
    for (const path of ['', '/about', '/product/masala-chai-tin']) {
      expect(res.body).toContain(`<loc>https://shop.example/hi${path}</loc>`)
    }
    const entries = res.body.match(/<url>.*?<\/url>/g) ?? []
    const chai = entries.filter((u) => u.includes('/product/masala-chai-tin</loc>'))
    expect(chai).toHaveLength(2)
    for (const entry of chai) {
      expect(entry).toContain('hreflang="en-IN" href="https://shop.example/product/masala-chai-tin"')
      expect(entry).toContain('hreflang="hi-IN" href="https://shop.example/hi/product/masala-chai-tin"')
    }
  })

  it('answers unknown /api paths with the API error shape, never a page', async () => {
    const res = await app.inject('/api/no-such-thing?x=1')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'not_found', message: 'No route for GET /api/no-such-thing' })
  })

  it('serves /media/* from the media folder (a missing file is a JSON 404, not a page)', async () => {
    const res = await app.inject('/media/products/no-such-photo-960.webp')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'not_found' })
  })

  it('compresses text answers with brotli when the browser accepts it', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<urlset')
  })
})
