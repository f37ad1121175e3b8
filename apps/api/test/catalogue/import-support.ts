// Shared by the import tests: the API over a fresh database with the demo's brands, categories and tags
// (and a few demo products), and a media store in a temporary folder served at /media/u/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import { afterAll } from 'vitest'
import { fileImages } from '../../src/catalogue/import/file-images.ts'
import { importCatalogue, type ImportOptions } from '../../src/catalogue/import/import-catalogue.ts'
import { localMediaStore } from '../../src/media/local-media-store.ts'
import { serveMedia } from '../../src/media/serve-media.ts'
import { loadCatalogue } from '../../src/seed/load-catalogue.ts'
import { build } from '../support/build.ts'

export const EXPORT_DIR = fileURLToPath(new URL('../fixtures/shopify-export/', import.meta.url))
export const EXPORT_CSV = readFileSync(join(EXPORT_DIR, 'products_export.csv'), 'utf8')

/** The store's own catalogue file (JSON) holding these products. */
export const catalogueFile = (products: unknown[]) => JSON.stringify({ version: 1, products }, null, 2)

/** Call in beforeAll: the store lives for the test file. */
export async function buildImportStore() {
  const mediaDir = mkdtempSync(join(tmpdir(), 'haat-import-media-'))
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))
  const ctx = await build()
  await loadCatalogue(ctx.db, { products: 5, now: new Date('2026-11-22T00:00:00Z') })
  const store = localMediaStore(mediaDir)
  // /media as the web server serves it, reading stored pictures through the store.
  const media = Fastify()
  await serveMedia(media, { root: mediaDir, store })
  afterAll(() => media.close())
  const run = (opts: Partial<ImportOptions> & { text: string }, baseDir = EXPORT_DIR) =>
    importCatalogue(ctx.db, { format: 'shopify-csv', images: fileImages(store, baseDir), ...opts })
  return { ...ctx, store, media, mediaDir, run }
}
