// Decision 0843: brotli in as few thread-pool steps as the body allows, and still streaming.
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { brotliDecompressSync, createBrotliCompress, createBrotliDecompress } from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import { brotliText, ON_THE_SPOT_ANSWER_BYTES } from '../../src/http/brotli.ts'
import { brotliInOneStep, createBrotliByTurn } from '../../src/http/brotli-by-turn.ts'
import { countZlibSteps } from '../support/zlib-steps.ts'

const zlib = countZlibSteps()
afterEach(() => zlib.reset())

const page = Buffer.from('<li class="card">₹1,299 — Banarasi silk kurta</li>'.repeat(1500))

async function collect(stream: NodeJS.ReadableStream) {
  const out: Buffer[] = []
  for await (const chunk of stream) out.push(chunk as Buffer)
  return Buffer.concat(out)
}

test('a body that arrives and ends in one turn is compressed and finished in one step', async () => {
  const brotli = createBrotliByTurn()
  const output = collect(brotli)
  brotli.write(page.subarray(0, 30_000))
  brotli.write(page.subarray(30_000))
  brotli.end()
  expect(brotliDecompressSync(await output).equals(page)).toBe(true)
  expect(zlib.steps).toBe(1)
})

test('a body that comes whole within its on-the-spot size takes no step; a larger one, one', async () => {
  for (const [size, steps] of [
    [page.length, 0],
    [page.length - 1, 1],
  ] as const) {
    zlib.reset()
    const brotli = createBrotliByTurn({ onTheSpotUpTo: size })
    const output = collect(brotli)
    brotli.end(page)
    expect(brotliDecompressSync(await output).equals(page)).toBe(true)
    expect(zlib.steps).toBe(steps)
  }
})

test('a plain zlib stream takes two steps for the same body (what this replaces)', async () => {
  const brotli = createBrotliCompress()
  const output = collect(brotli)
  brotli.end(page)
  expect(brotliDecompressSync(await output).equals(page)).toBe(true)
  expect(zlib.steps).toBe(2)
})

test('a body still arriving at its turn’s end streams: the first part can be read before the rest is written', async () => {
  const brotli = createBrotliByTurn()
  const unbrotli = createBrotliDecompress()
  brotli.pipe(unbrotli)
  const readSoFar: Buffer[] = []
  unbrotli.on('data', (chunk: Buffer) => readSoFar.push(chunk))
  const shell = page.subarray(0, 20_000)
  brotli.write(shell)
  while (Buffer.concat(readSoFar).length < shell.length) await nextTurn()
  expect(Buffer.concat(readSoFar).equals(shell)).toBe(true)
  brotli.end(page.subarray(20_000))
  await once(unbrotli, 'end')
  expect(Buffer.concat(readSoFar).equals(page)).toBe(true)
})

test('large, incompressible and empty bodies come back whole', async () => {
  const noise = randomBytes(1_000_000)
  for (const body of [noise, Buffer.alloc(0)]) {
    const brotli = createBrotliByTurn()
    const output = collect(brotli)
    brotli.end(body)
    expect(brotliDecompressSync(await output).equals(body)).toBe(true)
  }
  const streamed = createBrotliByTurn()
  const output = collect(streamed)
  for (let at = 0; at < noise.length; at += 100_000) {
    streamed.write(noise.subarray(at, at + 100_000))
    await nextTurn()
  }
  streamed.end()
  expect(brotliDecompressSync(await output).equals(noise)).toBe(true)
})

test('brotliInOneStep: one step, the same bytes back', async () => {
  const compressed = await brotliInOneStep(page, {})
  expect(zlib.steps).toBe(1)
  expect(brotliDecompressSync(compressed).equals(page)).toBe(true)
})

test('brotliText: an answer-sized body on the spot, a page-sized one in one step', async () => {
  const answer = page.subarray(0, ON_THE_SPOT_ANSWER_BYTES)
  expect(brotliDecompressSync(await brotliText(answer)).equals(answer)).toBe(true)
  expect(zlib.steps).toBe(0)
  expect(page.length).toBeGreaterThan(ON_THE_SPOT_ANSWER_BYTES)
  expect(brotliDecompressSync(await brotliText(page)).equals(page)).toBe(true)
  expect(zlib.steps).toBe(1)
})
