import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { inlineScriptHashes } from '../../server/page-cache/pin-scripts.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

test('each inline script is pinned by the hash of its UTF-8 text, Hindi and ₹ included', () => {
  const first = 'window.__price = "₹1,23,456"'
  const second = 'window.__title = "हल्दी अचार"'
  const page = Buffer.from(
    `<p>₹ दाम</p><script nonce="n1">${first}</script><div></div><script async nonce="n1">${second}</script>`,
  )
  expect(inlineScriptHashes(page)).toEqual([sha(first), sha(second)])
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
  expect(inlineScriptHashes(page)).toEqual([sha('run()')])
})

test('the same script twice is one hash; an unclosed script ends the scan', () => {
  const page = Buffer.from('<script>a()</script><script>a()</script><script>b(')
  expect(inlineScriptHashes(page)).toEqual([sha('a()')])
})
