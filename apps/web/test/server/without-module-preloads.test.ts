// @vitest-environment node
// The module preloads React Router writes are left out of the page as it streams, wherever the chunks
// happen to be cut (decision 0412); nothing else in the page changes.
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { expect, test } from 'vitest'
import { withoutModulePreloads } from '../../app/lib/http/without-module-preloads.server.ts'

const HEAD_START = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>'
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="ab+/c=="/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="ab+/c=="/>'
const REST =
  '<link rel="preload" as="image" href="/media/a.webp"/></head>' +
  '<body><p>Kesar &amp; Clay — ₹1,299 &lt; ₹1,500</p>' +
  '<script type="module">import * as route0 from "/assets/root.js";</script></body></html>'
const PAGE = HEAD_START + PRELOADS + REST

async function rewrite(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(withoutModulePreloads()))
}

test('every module preload is left out, the rest of the page is untouched', async () => {
  expect(await rewrite([Buffer.from(PAGE)])).toBe(HEAD_START + REST)
})

test('the same page whatever the chunk boundaries, inside tags and inside multi-byte characters', async () => {
  const bytes = Buffer.from(PAGE)
  for (let size = 1; size <= 60; size++) {
    const chunks: Buffer[] = []
    for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
    expect(await rewrite(chunks), `chunks of ${size} bytes`).toBe(HEAD_START + REST)
  }
})

test('a page that ends inside what looks like a tag keeps those bytes', async () => {
  expect(await rewrite([Buffer.from('<p>a</p><link rel="modu')])).toBe('<p>a</p><link rel="modu')
  expect(await rewrite([Buffer.from('<p>a</p>'), Buffer.from('<')])).toBe('<p>a</p><')
})

test('a chunk with no preload in it is passed on as it came, not copied', async () => {
  const chunk = Buffer.from(REST)
  const out: Buffer[] = await Readable.from([chunk]).pipe(withoutModulePreloads()).toArray()
  expect(out).toHaveLength(1)
  expect(out[0]).toBe(chunk)
})
