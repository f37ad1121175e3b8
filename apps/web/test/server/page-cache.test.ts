// @vitest-environment node
// The page cache (server/page-cache) in a Fastify scope like the store's pages, with the store's real
// security headers and a page handler that streams HTML the way React Router does (inline scripts
// carrying this request's nonce) and counts a product view the way the product loader does.
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { expect, test, vi } from 'vitest'
import { createCatalogEvents } from '@haat/api/events/catalog-events'
import { securityHeaders } from '@haat/api/plugins/security-headers'
import { pageCache, type PageCacheOptions } from '../../server/page-cache/page-cache.ts'
import { policyForPinnedScripts } from '../../server/page-cache/pin-scripts.ts'

const SCRIPT = 'window.__ctx = {"page":1}'

// Copies are compressed off the main thread; counting the compressions still running lets `stored` wait
// for every render's copy to land, so a slow machine's extra renders cannot replace the copy it returned.
const compressing = vi.hoisted(() => ({ count: 0 }))
const compressions = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../server/page-cache/stored-page.ts', async (original) => {
  const real = await original<typeof import('../../server/page-cache/stored-page.ts')>()
  return {
    ...real,
    compressPage: async (body: Buffer) => {
      compressing.count++
      compressions.count++
      try {
        return await real.compressPage(body)
      } finally {
        compressing.count--
      }
    },
  }
})
const copiesLanded = async () => {
  while (compressing.count > 0) await new Promise((resolve) => setTimeout(resolve, 5))
  await new Promise((resolve) => setTimeout(resolve, 0))
}

async function store(ttlMs = 60_000, voteLagMs = 5000, more: Partial<PageCacheOptions> = {}) {
  compressions.count = 0
  const app = Fastify()
  const events = createCatalogEvents()
  const views: number[] = []
  events.on('productViewed', (id) => views.push(id))
  await app.register(securityHeaders, {})
  let renders = 0
  let hold: Promise<void> | null = null
  let failing = false
  await app.register(async (scope) => {
    await pageCache(scope, { ttlMs, voteLagMs, events, ...more })
    scope.get('/*', async (req, reply) => {
      renders++
      if (hold) await hold
      req.pageReplay?.productViews.push(41)
      // As the loaders would: a product page is about 41 and lists 42 in a strip; a tag page lists 42.
      if (req.url.startsWith('/product/') && req.pageReplay) {
        req.pageReplay.productsShown.add(41).add(42)
        req.pageReplay.about = 41
      }
      if (req.url.startsWith('/tags/')) req.pageReplay?.productsShown.add(42)
      if (req.url.startsWith('/brands/cookie')) reply.header('set-cookie', 'a=b')
      if (req.url.startsWith('/guides/missing')) reply.code(404)
      if (failing) reply.code(503)
      const html = `<html><body><p>render ${renders}</p><script nonce="${req.cspNonce}">${SCRIPT}</script><script type="module" nonce="${req.cspNonce}" src="/assets/entry.js"></script></body></html>`
      return reply.type('text/html').send(Readable.from([html.slice(0, 40), html.slice(40)]))
    })
  })
  const get = async (url: string, headers: Record<string, string> = { 'accept-encoding': 'br' }) => {
    const res = await app.inject({ url, headers })
    const raw = res.rawPayload
    const encoding = res.headers['content-encoding']
    const body = (
      encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
    ).toString()
    return {
      res,
      body,
      cache: res.headers['x-cache'],
      policy: String(res.headers['content-security-policy']),
    }
  }
  /** The copy is stored once compressed (off the main thread): wait for it. */
  const stored = async (url: string) => {
    for (let i = 0; i < 100; i++) {
      await copiesLanded()
      const r = await get(url)
      if (r.cache === 'HIT') return r
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`${url} was never stored`)
  }
  /** The next renders wait until the returned function is called. */
  const holdRenders = () => {
    let release = () => {}
    hold = new Promise((resolve) => (release = resolve))
    return () => {
      hold = null
      release()
    }
  }
  const fail = (on: boolean) => (failing = on)
  return { app, events, views, get, stored, holdRenders, fail, renders: () => renders }
}

test('a shared page is rendered once, then its stored copy is sent', async () => {
  const { get, stored, renders } = await store()
  const first = await get('/product/chai')
  expect(first.cache).toBe('MISS')
  const hit = await stored('/product/chai')
  // Until the first copy is stored (compressed off the main thread) requests still render.
  const copy = /render \d+/.exec(hit.body)![0]
  const before = renders()
  expect((await get('/product/chai', { 'accept-encoding': 'gzip' })).body).toContain(copy)
  expect((await get('/product/chai')).body).toContain(copy)
  expect(renders()).toBe(before)
})

test('a stored copy pins its inline scripts by hash; the first render’s nonce it carries grants nothing', async () => {
  const { get, stored } = await store()
  const first = await get('/')
  const nonce = /nonce="([^"]+)"/.exec(first.body)![1]!
  expect(first.policy).toContain(`'nonce-${nonce}'`)
  const hit = await stored('/')
  const hash = createHash('sha256').update(SCRIPT).digest('base64')
  expect(hit.policy).toContain(`script-src 'self' 'sha256-${hash}'`)
  expect(hit.policy).not.toContain('nonce-')
  expect(hit.policy).toContain("frame-ancestors 'none'") // the rest of the policy is kept
  // The copy is the first render's bytes (decision 0810): its scripts run by their hash, not the nonce.
  expect(hit.body).toContain(`nonce="${nonce}"`)
  expect(hit.body).toContain('src="/assets/entry.js"')
})

test('a page is compressed once: the brotli the first shopper got is the stored copy, byte for byte', async () => {
  const { get, stored } = await store()
  const first = await get('/brands/chai')
  expect(first.res.headers['content-encoding']).toBe('br')
  expect(first.res.headers.vary).toContain('accept-encoding')
  const hit = await stored('/brands/chai')
  expect(hit.res.rawPayload.equals(first.res.rawPayload)).toBe(true)
  expect(compressions.count).toBe(0) // nothing was compressed a second time to keep it
})

test('a render sent in gzip (no brotli asked) is still kept, compressed when stored', async () => {
  const { get, stored } = await store()
  const first = await get('/guides/chai', { 'accept-encoding': 'gzip' })
  expect(first.cache).toBe('MISS')
  const hit = await stored('/guides/chai')
  expect(hit.body).toBe(first.body)
  expect(compressions.count).toBe(1)
})

test("a stored copy keeps the payment gateway's script host, only the nonce gives way", () => {
  const policy =
    "default-src 'self'; script-src 'self' https://checkout.razorpay.com 'nonce-abc=='; frame-src x"
  expect(policyForPinnedScripts(policy, ["'sha256-h1'"])).toBe(
    "default-src 'self'; script-src 'self' https://checkout.razorpay.com 'sha256-h1'; frame-src x",
  )
})

test('each copy of a product page counts the product view its render counted', async () => {
  const { stored, get, views } = await store()
  await stored('/product/chai')
  const before = views.length
  await get('/product/chai')
  await get('/product/chai')
  expect(views.length - before).toBe(2)
  expect(views.at(-1)).toBe(41)
})

test('a catalogue change empties the store, and a render under way is not kept', async () => {
  const { events, get, stored, holdRenders, renders } = await store()
  await stored('/browse-all')
  events.emit('changed', 'remote')
  expect((await get('/browse-all')).cache).toBe('MISS')
  // A change that lands while a page renders: that page is not kept.
  const release = holdRenders()
  const rendered = renders()
  const pending = get('/tags/gifts')
  await expect.poll(renders).toBe(rendered + 1)
  events.emit('changed', 'local')
  release()
  await pending
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect((await get('/tags/gifts')).cache).toBe('MISS')
})

test('pages about one shopper, errors, cookies and uncompressed answers are never stored', async () => {
  const { get } = await store()
  for (const url of [
    '/orders',
    '/checkout/abc',
    '/votes',
    '/login-success?code=x',
    '/guides/missing',
    '/brands/cookie',
  ]) {
    await get(url)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await get(url)).cache, url).not.toBe('HIT')
  }
  await get('/about', {})
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect((await get('/about', {})).cache).not.toBe('HIT')
})

test('past its time one request renders anew while the others get the old copy', async () => {
  const { get, stored, renders } = await store(300)
  await stored('/guides')
  const rendered = renders()
  await new Promise((resolve) => setTimeout(resolve, 350)) // past its time, within twice it
  const answers = await Promise.all([get('/guides'), get('/guides'), get('/guides')])
  expect(answers.map((a) => a.cache).sort()).toEqual(['HIT', 'HIT', 'MISS'])
  expect(renders()).toBe(rendered + 1)
})

test('a refresh that keeps no copy lets the next request render, not the old copy last', async () => {
  const { get, stored, fail, renders } = await store(300)
  await stored('/guides')
  await new Promise((resolve) => setTimeout(resolve, 350))
  fail(true)
  expect((await get('/guides')).res.statusCode).toBe(503)
  fail(false)
  const rendered = renders()
  const next = await get('/guides')
  expect(next.cache).toBe('MISS')
  expect(renders()).toBe(rendered + 1)
})

/** Long enough for a busy machine to store and read a copy within it. */
const LAG = 1500

test('a vote ages the stored pages that show its product, and only those', async () => {
  const { events, get, stored } = await store(60_000, LAG)
  const scope = { categoryId: 1, subcategoryId: null, brandId: 1, tagIds: [] }
  await get('/product/chai')
  await get('/guides')
  const product = /render \d+/.exec((await stored('/product/chai')).body)![0]
  const guides = /render \d+/.exec((await stored('/guides')).body)![0]
  events.emit('counted', { productId: 7, upvoteCount: 3, moved: 1, scope }, 'remote')
  events.emit('counted', { productId: 41, upvoteCount: 3, moved: 1, scope }, 'local')
  // Within the lag after its render began the copy is still sent…
  expect((await get('/product/chai')).body).toContain(product)
  await new Promise((resolve) => setTimeout(resolve, LAG + 50))
  // …then one request renders it anew while the others still get it, and the new copy follows.
  const answers = await Promise.all([get('/product/chai'), get('/product/chai')])
  expect(answers.map((a) => a.cache).sort()).toEqual(['HIT', 'MISS'])
  expect((await stored('/product/chai')).body).not.toContain(product)
  // A page that shows neither product keeps its copy for its whole time.
  expect((await get('/guides')).body).toContain(guides)
})

test('a page about one product is aged by a vote on it, not by votes on the products in its strips', async () => {
  const { events, get, stored } = await store(60_000, LAG)
  const scope = { categoryId: 1, subcategoryId: null, brandId: 1, tagIds: [] }
  const product = /render \d+/.exec((await stored('/product/chai')).body)![0]
  const tag = /render \d+/.exec((await stored('/tags/tea')).body)![0]
  events.emit('counted', { productId: 42, upvoteCount: 9, moved: 1, scope }, 'remote')
  await new Promise((resolve) => setTimeout(resolve, LAG + 50))
  // The tag page lists 42 and is rendered anew; the product page only shows it in a strip.
  await get('/tags/tea')
  expect((await stored('/tags/tea')).body).not.toContain(tag)
  expect((await get('/product/chai')).body).toContain(product)
  events.emit('counted', { productId: 41, upvoteCount: 4, moved: 1, scope }, 'local')
  await new Promise((resolve) => setTimeout(resolve, LAG + 50))
  await get('/product/chai')
  expect((await stored('/product/chai')).body).not.toContain(product)
})

test('without a vote a copy lasts its whole time, however long the lag', async () => {
  const { get, stored } = await store(60_000, 50)
  const copy = /render \d+/.exec((await stored('/product/chai')).body)![0]
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect((await get('/product/chai')).body).toContain(copy)
})

test('a vote that lands while a page renders: the copy is kept, aged from its render', async () => {
  const { events, get, holdRenders, renders, stored } = await store(60_000, LAG)
  const scope = { categoryId: 1, subcategoryId: null, brandId: 1, tagIds: [] }
  const release = holdRenders()
  const before = renders()
  const first = get('/product/chai')
  await expect.poll(renders).toBe(before + 1)
  const waiting = get('/product/chai')
  events.emit('counted', { productId: 41, upvoteCount: 3, moved: 1, scope }, 'remote')
  release()
  const [, second] = await Promise.all([first, waiting])
  expect(second.cache).toBe('HIT') // the waiter got the render it waited for
  expect(renders()).toBe(before + 1)
  const copy = /render \d+/.exec((await stored('/product/chai')).body)![0]
  await new Promise((resolve) => setTimeout(resolve, LAG + 50))
  expect((await get('/product/chai')).body).not.toContain(copy)
})

test('requests arriving while a page renders wait for its copy instead of rendering it again', async () => {
  const { get, holdRenders, renders } = await store()
  const release = holdRenders()
  const before = renders()
  const answers = Promise.all([get('/browse-all'), get('/browse-all'), get('/browse-all')])
  await expect.poll(renders).toBe(before + 1)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(renders()).toBe(before + 1)
  release()
  const done = await answers
  expect(renders()).toBe(before + 1)
  expect(done.map((a) => a.cache).sort()).toEqual(['HIT', 'HIT', 'MISS'])
  expect(new Set(done.map((a) => /render \d+/.exec(a.body)![0])).size).toBe(1)
})

test('a render that keeps no copy wakes its waiters at once, and they render their own', async () => {
  const { events, get, holdRenders, renders } = await store()
  // A catalogue change lands while it renders: its copy is not kept.
  let release = holdRenders()
  let before = renders()
  const first = get('/product/chai')
  await expect.poll(renders).toBe(before + 1)
  const waiting = get('/product/chai')
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(renders()).toBe(before + 1)
  events.emit('changed', 'remote')
  release()
  const [, second] = await Promise.all([first, waiting])
  expect(second.cache).toBe('MISS')
  expect(renders()).toBe(before + 2)
  // A page that is not a 200 is never kept: its waiter does not sit out the whole wait.
  release = holdRenders()
  before = renders()
  const missing = get('/guides/missing')
  await expect.poll(renders).toBe(before + 1)
  const started = Date.now()
  const again = get('/guides/missing')
  release()
  await Promise.all([missing, again])
  expect(renders()).toBe(before + 2)
  expect(Date.now() - started).toBeLessThan(1000)
})

test('each render says why it was not sent from a copy: first, pushed out, past its time, aged', async () => {
  const reasons: string[] = []
  const { events, get, stored } = await store(400, 100, { maxPages: 1, onRender: (r) => reasons.push(r) })
  const scope = { categoryId: 1, subcategoryId: null, brandId: 1, tagIds: [] }
  await stored('/guides')
  expect(new Set(reasons)).toEqual(new Set(['first']))
  await stored('/brands/chai') // one page fits: the guides' copy is pushed out
  reasons.length = 0
  await stored('/guides')
  expect(reasons[0]).toBe('evicted')
  reasons.length = 0
  await new Promise((resolve) => setTimeout(resolve, 450)) // past its time
  await get('/guides')
  expect(reasons).toEqual(['stale'])
  reasons.length = 0
  await stored('/product/chai')
  events.emit('counted', { productId: 41, upvoteCount: 3, moved: 1, scope }, 'remote')
  await new Promise((resolve) => setTimeout(resolve, 150)) // past the vote's lag, within its time
  reasons.length = 0
  await get('/product/chai')
  expect(reasons).toEqual(['aged'])
})

test('a page about one product outlives the other pages’ time; its own vote and a catalogue change still reach it', async () => {
  const { events, get, stored } = await store(300, 100, { aboutOneProductTtlMs: 60_000 })
  const scope = { categoryId: 1, subcategoryId: null, brandId: 1, tagIds: [] }
  const product = /render \d+/.exec((await stored('/product/chai')).body)![0]
  const tag = /render \d+/.exec((await stored('/tags/tea')).body)![0]
  await new Promise((resolve) => setTimeout(resolve, 350)) // past the shared pages' time
  expect((await get('/tags/tea')).cache).toBe('MISS') // past its time: rendered anew…
  expect((await stored('/tags/tea')).body).not.toContain(tag)
  expect((await get('/product/chai')).body).toContain(product) // …the product page is still fresh
  expect((await get('/product/chai')).cache).toBe('HIT')
  events.emit('counted', { productId: 41, upvoteCount: 3, moved: 1, scope }, 'remote')
  await new Promise((resolve) => setTimeout(resolve, 150)) // past the vote's lag
  await get('/product/chai')
  const voted = /render \d+/.exec((await stored('/product/chai')).body)![0]
  expect(voted).not.toBe(product)
  events.emit('changed', 'remote')
  expect((await get('/product/chai')).cache).toBe('MISS')
})

test('a vote reaches a page about one product read long after it, past the other pages’ whole time', async () => {
  // Votes age copies when they are next read (not by a scan of every copy at each vote), so a vote is
  // remembered as long as any copy may be sent: here past twice the shared pages' time and a minute.
  const { events, get, stored } = await store(300, 100, { aboutOneProductTtlMs: 3_600_000 })
  const scope = { categoryId: 1, subcategoryId: null, brandId: 1, tagIds: [] }
  const product = /render \d+/.exec((await stored('/product/chai')).body)![0]
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  try {
    events.emit('counted', { productId: 41, upvoteCount: 3, moved: 1, scope }, 'remote')
    vi.setSystemTime(Date.now() + 2 * 300 + 61_000)
    // Another vote later still: what is remembered is trimmed then.
    events.emit('counted', { productId: 99, upvoteCount: 1, moved: 1, scope }, 'local')
    expect((await get('/product/chai')).cache).toBe('MISS')
    expect((await stored('/product/chai')).body).not.toContain(product)
  } finally {
    vi.useRealTimers()
  }
})

test('the bytes its copies hold are what /metrics is handed, and they fall when the catalogue changes', async () => {
  let size = () => NaN
  const { events, stored } = await store(60_000, 5000, { watchBytes: (read) => (size = read) })
  expect(size()).toBe(0)
  const first = await stored('/brands/chai')
  const one = size()
  expect(one).toBeGreaterThanOrEqual(first.res.rawPayload.length)
  await stored('/guides/chai')
  expect(size()).toBeGreaterThan(one)
  events.emit('changed', 'local')
  expect(size()).toBe(0)
})
