// @vitest-environment node
// Pages pushed out of the page cache's memory wait on disk (decision 0838): sent from there without a
// render, aged by votes and emptied by catalogue changes like copies in memory, bounded in bytes, and
// their folder removed on close. A real folder, a real Fastify scope, pages streamed as React Router does.
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { brotliDecompressSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, expect, test } from 'vitest'
import { createCatalogEvents } from '@haat/api/events/catalog-events'
import { securityHeaders } from '@haat/api/plugins/security-headers'
import { pageCache } from '../../server/page-cache/page-cache.ts'

const parents: string[] = []
const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
  for (const dir of parents.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const SCOPE = { categoryId: 1, subcategoryId: null, brandId: 1, tagIds: [] }
// Hex of hashes: brotli halves it and no more, so a page is ~3 KB on disk.
const filler = (seed: string) =>
  Array.from({ length: 96 }, (_, k) => createHash('sha256').update(`${seed}${k}`).digest('hex')).join('')

type Setup = { diskBytes?: number; voteLagMs?: number; ttlMs?: number; missingParent?: boolean }

async function store({
  diskBytes = 1024 * 1024,
  voteLagMs = 5000,
  ttlMs = 60_000,
  missingParent,
}: Setup = {}) {
  const parentDir = mkdtempSync(join(tmpdir(), 'haat-disk-test-'))
  parents.push(parentDir)
  const diskParentDir = missingParent ? join(parentDir, 'missing') : parentDir
  const app = Fastify()
  apps.push(app)
  const events = createCatalogEvents()
  const reasons: string[] = []
  let readDiskBytes = () => NaN
  let renders = 0
  await app.register(securityHeaders, {})
  await app.register(async (scope) => {
    const onRender = (reason: string) => reasons.push(reason)
    await pageCache(scope, {
      ttlMs,
      voteLagMs,
      events,
      maxPages: 1,
      diskBytes,
      diskParentDir,
      onRender,
      watchDiskBytes: (read) => (readDiskBytes = read),
    })
    scope.get('/*', async (req, reply) => {
      renders++
      if (req.url.startsWith('/product/') && req.pageReplay) {
        req.pageReplay.productsShown.add(41)
        req.pageReplay.about = 41
      }
      const script = `<script nonce="${req.cspNonce}">window.page = ${renders}</script>`
      const html = `<html><body><p>render ${renders}</p><p>${filler(req.url)}</p>${script}</body></html>`
      return reply.type('text/html').send(Readable.from([html.slice(0, 40), html.slice(40)]))
    })
  })
  const get = async (url: string) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
    const policy = res.headers['content-security-policy']
    return { cache: res.headers['x-cache'], policy, body: brotliDecompressSync(res.rawPayload).toString() }
  }
  const stored = async (url: string) => {
    for (let i = 0; i < 200; i++) {
      const r = await get(url)
      if (r.cache === 'HIT') return /render \d+/.exec(r.body)![0]
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`${url} was never stored`)
  }
  const folder = () => {
    const [dir] = readdirSync(parentDir)
    return dir ? join(parentDir, dir) : null
  }
  const files = () => readdirSync(folder()!).filter((name) => name.endsWith('.page')).length
  const onDisk = () => readDiskBytes()
  return { app, events, get, stored, reasons, folder, files, onDisk, renders: () => renders }
}

test('a page pushed out of memory is sent from disk, not rendered again', async () => {
  const { get, stored, reasons, files, renders } = await store()
  const first = await stored('/brands/chai')
  const pinned = (await get('/brands/chai')).policy // its scripts pinned by hash (decision 0411)
  expect(pinned).toContain("'sha256-")
  await stored('/brands/kulfi') // memory holds one page: the first goes to disk
  await expect.poll(files).toBe(1)
  const before = renders()
  reasons.length = 0
  const [a, b, c] = await Promise.all([get('/brands/chai'), get('/brands/chai'), get('/brands/chai')])
  for (const r of [a, b, c]) {
    expect(r.cache).toBe('HIT')
    expect(r.body).toContain(`${first}<`)
    expect(r.policy).toBe(pinned)
  }
  expect(renders()).toBe(before)
  expect(reasons).toEqual([])
  // Back in memory, the other page went to disk in its place, and it comes back the same way.
  expect((await get('/brands/kulfi')).cache).toBe('HIT')
  expect(renders()).toBe(before)
})

test('a vote on its product ages a copy on disk, and a catalogue change empties the folder', async () => {
  const { events, get, stored, reasons, files, onDisk, renders } = await store({ voteLagMs: 100 })
  const product = await stored('/product/chai')
  await stored('/brands/kulfi')
  events.emit('counted', { productId: 41, upvoteCount: 3, moved: 1, scope: SCOPE }, 'remote')
  await new Promise((resolve) => setTimeout(resolve, 150)) // past the vote's lag
  reasons.length = 0
  await get('/product/chai') // sent once more while one request renders it anew
  expect(reasons).toEqual(['aged'])
  expect(await stored('/product/chai')).not.toBe(product)

  await stored('/brands/kulfi') // the product page goes to disk again
  await expect.poll(files).toBeGreaterThan(0)
  expect(onDisk()).toBeGreaterThan(3000) // what /metrics reports (haat_cache_disk_bytes)
  events.emit('changed', 'remote')
  await expect.poll(files).toBe(0)
  expect(onDisk()).toBe(0)
  const before = renders()
  reasons.length = 0
  expect((await get('/product/chai')).cache).toBe('MISS')
  expect(renders()).toBe(before + 1)
  expect(reasons).toEqual(['first'])
})

test('a copy on disk past its time is rendered, not read', async () => {
  const { get, stored, reasons, files } = await store({ ttlMs: 150 })
  await stored('/brands/a')
  await stored('/brands/b') // a to disk
  await expect.poll(files).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 320)) // past twice its time: no longer servable
  reasons.length = 0
  expect((await get('/brands/a')).cache).toBe('MISS')
  expect(reasons).toEqual(['evicted']) // as a copy pushed out was counted before the folder
  await expect.poll(files).toBe(0)
})

test('the folder is bounded by bytes: the page it drops is rendered next time, counted as pushed out', async () => {
  // Room for one of these pages (~3 KB each on disk), not two.
  const { get, stored, reasons, files } = await store({ diskBytes: 4500 })
  await stored('/brands/a')
  await stored('/brands/b') // a to disk
  await stored('/brands/c') // b to disk: a is dropped
  await expect.poll(files).toBe(1)
  reasons.length = 0
  expect((await get('/brands/b')).cache).toBe('HIT') // from disk (c goes there in its place)
  expect((await get('/brands/a')).cache).toBe('MISS')
  expect(reasons).toEqual(['evicted'])
})

test('the folder goes when the server closes', async () => {
  const { app, stored, folder } = await store()
  await stored('/brands/a')
  await stored('/brands/b')
  const dir = folder()!
  expect(existsSync(dir)).toBe(true)
  await app.close()
  expect(existsSync(dir)).toBe(false)
})

test('a folder that cannot be made leaves the store serving pages without it', async () => {
  const { get, stored, reasons, folder } = await store({ missingParent: true })
  await stored('/brands/a')
  await stored('/brands/b') // a is pushed out, with nowhere to wait
  reasons.length = 0
  expect((await get('/brands/a')).cache).toBe('MISS')
  expect(reasons).toEqual(['evicted'])
  expect(folder()).toBe(null)
})

test('a copy that cannot be read back, or written, is rendered again and counted as pushed out', async () => {
  const { get, stored, reasons, folder, files, onDisk } = await store()
  await stored('/brands/a')
  await stored('/brands/b') // a goes to disk
  await expect.poll(files).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 50)) // written: read back from its file
  rmSync(folder()!, { recursive: true, force: true }) // a temporary-files cleaner
  reasons.length = 0
  // a's file is gone: rendered again. Kept in memory, it pushes b out, whose file cannot be written.
  expect((await get('/brands/a')).cache).toBe('MISS')
  expect(reasons).toEqual(['evicted'])
  await expect.poll(onDisk).toBe(0)
  reasons.length = 0
  expect((await get('/brands/b')).cache).toBe('MISS')
  expect(reasons).toEqual(['evicted'])
})
