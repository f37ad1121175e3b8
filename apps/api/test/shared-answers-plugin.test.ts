// The shared-answers plugin on its own, with a route whose reading the test holds open: a catalogue
// change that lands mid-read must keep that answer out of the store. Viewers are made from the
// guest_upvotes header alone here (the real viewer plugin is tested with the API).
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import type { Env } from '../src/config/env.ts'
import { createCatalogEvents } from '../src/events/catalog-events.ts'
import { createMetrics } from '../src/metrics/metrics.ts'
import { guestUpvotesFromHeader } from '../src/auth/guest-upvotes-header.ts'
import { sharedAnswersPlugin } from '../src/plugins/shared-answers.ts'
import { createLiveCounts } from '../src/services/live-counts.ts'

async function serve(ttlMs = 60_000) {
  const app = Fastify()
  const events = createCatalogEvents()
  app.decorate('env', { LISTING_PAGE_CACHE_MS: ttlMs } as Env)
  app.decorate('catalogEvents', events)
  app.decorate('metrics', createMetrics())
  const liveCounts = createLiveCounts(60_000)
  events.on('counted', (move) => liveCounts.record(move)) // as the listing caches plugin does
  app.decorate('liveCounts', liveCounts)
  app.decorateRequest('viewer', null as never)
  app.addHook('onRequest', async (req) => {
    req.viewer = { kind: 'guest', guestUpvotes: new Set(guestUpvotesFromHeader(req)) }
  })
  await app.register(sharedAnswersPlugin)
  let reads = 0
  let midRead: () => void | Promise<void> = () => {}
  app.get('/count', { config: { sharedAnswer: true } }, async (req) => {
    reads++
    await midRead()
    const voted = req.viewer.kind === 'guest' ? req.viewer.guestUpvotes : new Set<number>()
    return { reads, content: [3, 4].map((id) => ({ id, upvoteCount: 1, isUpvoted: voted.has(id) })) }
  })
  app.get('/fails', { config: { sharedAnswer: true } }, async (_req, reply) => {
    reads++
    await midRead()
    return reply.code(503).send({ error: 'unavailable', message: `read ${reads}` })
  })
  const read = async (url: string) => (await app.inject(url)).json()
  return {
    app,
    events,
    read,
    onMidRead: (fn: () => void | Promise<void>) => (midRead = fn),
    reads: () => reads,
  }
}

test('an answer is stored per URL and emptied by a change', async () => {
  const { events, read } = await serve()
  expect(await read('/count')).toMatchObject({ reads: 1 })
  expect(await read('/count')).toMatchObject({ reads: 1 })
  expect(await read('/count?x=1')).toMatchObject({ reads: 2 })
  events.emit('changed', 'remote')
  expect(await read('/count')).toMatchObject({ reads: 3 })
})

test('an answer read while the catalogue changed is not kept', async () => {
  const { events, read, onMidRead } = await serve()
  onMidRead(() => void events.emit('changed', 'local'))
  expect(await read('/count')).toMatchObject({ reads: 1 })
  onMidRead(() => {})
  expect(await read('/count')).toMatchObject({ reads: 2 }) // read again: the first answer was not kept
  expect(await read('/count')).toMatchObject({ reads: 2 })
})

test('a count a vote moved is laid over the stored copy', async () => {
  const { events, read } = await serve()
  await read('/count')
  const scope = { categoryId: 1, subcategoryId: null, brandId: 1, tagIds: [] }
  events.emit('counted', { productId: 4, upvoteCount: 2, moved: 1, scope }, 'local')
  expect(await read('/count')).toEqual({
    reads: 1,
    content: [
      { id: 3, upvoteCount: 1, isUpvoted: false },
      { id: 4, upvoteCount: 2, isUpvoted: false },
    ],
  })
})

test('past its time one request reads the answer anew while the others still get the copy', async () => {
  const TTL = 300
  const { read, onMidRead } = await serve(TTL)
  expect(await read('/count')).toMatchObject({ reads: 1 })
  await new Promise((resolve) => setTimeout(resolve, TTL + 20))
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let midRead = false
  onMidRead(() => ((midRead = true), held))
  const refresh = read('/count') // reads anew, held mid-read
  await expect.poll(() => midRead).toBe(true) // on a loaded machine a fixed pause may end before it
  expect(await read('/count')).toMatchObject({ reads: 1 }) // the old copy, not a wait
  release()
  expect(await refresh).toMatchObject({ reads: 2 })
  expect(await read('/count')).toMatchObject({ reads: 2 }) // the new copy
})

test('a read anew that keeps nothing lets the next request read, and a copy is never sent past twice its time', async () => {
  const TTL = 300
  const { read, onMidRead } = await serve(TTL)
  await read('/count')
  await new Promise((resolve) => setTimeout(resolve, TTL + 20))
  onMidRead(() => {
    throw new Error('the database went away')
  })
  expect(await read('/count')).toMatchObject({ statusCode: 500 }) // read 2 failed: nothing kept
  onMidRead(() => {})
  expect(await read('/count')).toMatchObject({ reads: 3 }) // not the old copy until twice its time
  await new Promise((resolve) => setTimeout(resolve, 2 * TTL + 20))
  expect(await read('/count')).toMatchObject({ reads: 4 }) // too old to be sent while a read runs
})

test('errors are not stored', async () => {
  const { read } = await serve()
  expect(await read('/fails')).toMatchObject({ message: 'read 1' })
  expect(await read('/fails')).toMatchObject({ message: 'read 2' })
})

test("a viewer's upvotes are laid over the stored copy, and never stored in it", async () => {
  const { app, read } = await serve()
  const own = async (headers: Record<string, string>) => (await app.inject({ url: '/count', headers })).json()
  const upvoted = (answer: { content: { id: number; isUpvoted: boolean }[] }) =>
    answer.content.filter((c) => c.isUpvoted).map((c) => c.id)
  const voter = await own({ guest_upvotes: '[3]' }) // read afresh, stored without its isUpvoted
  expect(voter).toMatchObject({ reads: 1 })
  expect(upvoted(voter)).toEqual([3])
  expect(upvoted(await read('/count'))).toEqual([])
  expect(upvoted(await own({ 'guest-upvotes': '[4]' }))).toEqual([4])
  expect(upvoted(await own({ guest_upvotes: '[3,4]' }))).toEqual([3, 4])
  expect(await read('/count')).toMatchObject({ reads: 1 }) // every one of them from the stored copy
})

test('requests for an answer being read wait for that read instead of reading it again', async () => {
  const { read, onMidRead, reads } = await serve()
  let release = () => {}
  onMidRead(() => new Promise<void>((resolve) => (release = resolve)))
  const answers = Promise.all([read('/count'), read('/count'), read('/count')])
  await expect.poll(reads).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(reads()).toBe(1)
  release()
  expect((await answers).map((a) => a.reads)).toEqual([1, 1, 1])
})

test('a read that stores nothing wakes its waiters at once, and they read their own', async () => {
  const { read, onMidRead, reads } = await serve()
  let release = () => {}
  onMidRead(() => new Promise<void>((resolve) => (release = resolve)))
  const first = read('/fails')
  await expect.poll(reads).toBe(1)
  onMidRead(() => {})
  const started = Date.now()
  const second = read('/fails')
  release()
  expect((await Promise.all([first, second])).map((a) => a.message)).toEqual(['read 1', 'read 2'])
  expect(reads()).toBe(2)
  expect(Date.now() - started).toBeLessThan(1000)
})
