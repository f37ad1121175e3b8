// Decision 0843: what the store sends compressed arrives whole; an answer that comes whole is compressed
// on the spot when small, else in one step on zlib's thread pool (a plain zlib stream takes two).
import compress from '@fastify/compress'
import Fastify from 'fastify'
import { Readable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import { countZlibSteps } from '../../../api/test/support/zlib-steps.ts'
import { COMPRESS_OPTIONS } from '../../server/compress-options.ts'

const zlib = countZlibSteps()
afterEach(() => zlib.reset())

const answerOf = (count: number) =>
  JSON.stringify({
    products: Array.from({ length: count }, (_, id) => ({
      id,
      name: `Banarasi silk kurta ${id}`,
      price: 1299 + id,
    })),
  })
const answer = answerOf(1500)
const smallAnswer = answerOf(250)
const page = '<li class="card">₹1,299 — Banarasi silk kurta</li>'.repeat(1500)

async function store() {
  const app = Fastify()
  await app.register(compress, COMPRESS_OPTIONS)
  app.get('/answer', async () => JSON.parse(answer) as unknown)
  app.get('/small', async () => JSON.parse(smallAnswer) as unknown)
  app.get('/page', async (_req, reply) =>
    reply.type('text/html').send(Readable.from([page.slice(0, 40_000), page.slice(40_000)])),
  )
  return app
}

test('an answer over 32 KB is brotli in one thread-pool step, and arrives whole', async () => {
  const app = await store()
  const res = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'br, gzip' } })
  expect(answer.length).toBeGreaterThan(32 * 1024)
  expect(res.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe(answer)
  expect(zlib.steps).toBe(1)
  await app.close()
})

test('an API answer of ~13 KB is compressed on the spot; a streamed page and gzip arrive whole', async () => {
  const app = await store()
  const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } })
  expect(small.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(small.rawPayload).toString()).toBe(smallAnswer)
  expect(smallAnswer.length).toBeGreaterThan(8 * 1024) // over @fastify/compress's own default
  expect(zlib.steps).toBe(0)
  const streamed = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } })
  expect(brotliDecompressSync(streamed.rawPayload).toString()).toBe(page)
  const gzipped = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'gzip' } })
  expect(gzipped.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gzipped.rawPayload).toString()).toBe(answer)
  await app.close()
})
