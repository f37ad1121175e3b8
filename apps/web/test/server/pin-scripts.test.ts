import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { pinInlineScripts } from '../../server/page-cache/pin-scripts.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

test('each inline script is pinned by the hash of its UTF-8 text, Hindi and ₹ included', () => {
  const first = 'window.__price = "₹1,23,456"'
  const second = 'window.__title = "हल्दी अचार"'
  const page = Buffer.from(
    `<p>₹ दाम</p><script nonce="n1">${first}</script><div></div><script async nonce="n1">${second}</script>`,
  )
  const pinned = pinInlineScripts(page, 'n1')
  expect(pinned.scriptHashes).toEqual([sha(first), sha(second)])
  expect(pinned.html.toString()).toBe(
    `<p>₹ दाम</p><script>${first}</script><div></div><script async>${second}</script>`,
  )
})

test('external scripts, JSON-LD, data blocks and look-alike tags are not pinned', () => {
  const page = Buffer.from(
    [
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="application/json">{"a":1}</script>',
      '<scripts>not a script</scripts>',
      '<script>run()</script>',
    ].join(''),
  )
  expect(pinInlineScripts(page, '').scriptHashes).toEqual([sha('run()')])
})

test('the same script twice is one hash; an unclosed script ends the scan; no nonce leaves the bytes as they are', () => {
  const page = Buffer.from('<script>a()</script><script>a()</script><script>b(')
  const pinned = pinInlineScripts(page, '')
  expect(pinned.scriptHashes).toEqual([sha('a()')])
  expect(pinned.html).toBe(page)
})

test('every copy of the nonce attribute goes, and only it', () => {
  const page = Buffer.from(
    '<link nonce="k" rel="modulepreload"><script nonce="k">x()</script><p>nonce="k"</p>',
  )
  expect(pinInlineScripts(page, 'k').html.toString()).toBe(
    '<link rel="modulepreload"><script>x()</script><p>nonce="k"</p>',
  )
})
