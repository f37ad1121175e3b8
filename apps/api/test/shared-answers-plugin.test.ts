// The shared-answers plugin on its own, with a route whose reading the test holds open: a catalogue
// change that lands mid-read must keep that answer out of the store.
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import type { Env } from '../src/config/env.ts'
import { createCatalogEvents } from '../src/events/catalog-events.ts'
import { sharedAnswersPlugin } from '../src/plugins/shared-answers.ts'

async function serve() {
  const app = Fastify()
  const events = createCatalogEvents()
  app.decorate('env', { LISTING_PAGE_CACHE_MS: 60_000 } as Env)
  app.decorate('catalogEvents', events)
  await app.register(sharedAnswersPlugin)
  let reads = 0
  let midRead: () => void = () => {}
  app.get('/count', { config: { sharedAnswer: true } }, async () => {
    reads++
    midRead()
    return { reads }
  })
  app.get('/fails', { config: { sharedAnswer: true } }, async (_req, reply) => {
    reads++
    return reply.code(503).send({ error: 'unavailable', message: `read ${reads}` })
  })
  const read = async (url: string) => (await app.inject(url)).json()
  return { app, events, read, onMidRead: (fn: () => void) => (midRead = fn) }
}

test('an answer is stored per URL and emptied by a change', async () => {
  const { events, read } = await serve()
  expect(await read('/count')).toEqual({ reads: 1 })
  expect(await read('/count')).toEqual({ reads: 1 })
  expect(await read('/count?x=1')).toEqual({ reads: 2 })
  events.emit('changed', 'remote')
  expect(await read('/count')).toEqual({ reads: 3 })
})

test('an answer read while the catalogue changed is not kept', async () => {
  const { events, read, onMidRead } = await serve()
  onMidRead(() => events.emit('changed', 'local'))
  expect(await read('/count')).toEqual({ reads: 1 })
  onMidRead(() => {})
  expect(await read('/count')).toEqual({ reads: 2 }) // read again: the first answer was not kept
  expect(await read('/count')).toEqual({ reads: 2 })
})

test('errors are not stored', async () => {
  const { read } = await serve()
  expect(await read('/fails')).toMatchObject({ message: 'read 1' })
  expect(await read('/fails')).toMatchObject({ message: 'read 2' })
})

test('a request with a bearer token or guest upvotes is answered afresh', async () => {
  const { app, read } = await serve()
  await read('/count')
  const own = async (headers: Record<string, string>) => (await app.inject({ url: '/count', headers })).json()
  expect(await own({ authorization: 'Bearer x' })).toEqual({ reads: 2 })
  expect(await own({ guest_upvotes: '[3]' })).toEqual({ reads: 3 })
  expect(await own({ 'guest-upvotes': '[3]' })).toEqual({ reads: 4 })
  expect(await own({ guest_upvotes: '[]' })).toEqual({ reads: 1 })
})
