// Stored pages are compressed with a window no larger than the page (decision 0797): the bytes come back
// whole through both encodings, and the window never falls below what the page needs. The gzip copy is
// made from the brotli one on first asking, once (decision 0804). Each copy holds only its own bytes.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { windowBitsFor } from '@haat/api/http/brotli'
import { compressPage, gzipCopy, type StoredPage } from '../../server/page-cache/stored-page.ts'

describe('windowBitsFor', () => {
  it('covers the whole page, between 64 KB and 4 MB', () => {
    expect(windowBitsFor(10)).toBe(16)
    expect(windowBitsFor(100_000)).toBe(17)
    expect(2 ** windowBitsFor(300_000)).toBeGreaterThanOrEqual(300_000)
    expect(windowBitsFor(50_000_000)).toBe(22)
  })
})

describe('compressPage', () => {
  it('gives back the page byte for byte through brotli and gzip', async () => {
    // Repeats far apart: a too-small window would still decode, so also check brotli found them.
    const part = Array.from({ length: 2000 }, (_, i) => `<li data-i="${(i * 7919) % 4099}">₹${i}</li>`).join(
      '',
    )
    const body = Buffer.from(part + part)
    const { br } = await compressPage(body)
    expect(brotliDecompressSync(br).equals(body)).toBe(true)
    const page = { br, gzip: null } as StoredPage
    const gzip = await gzipCopy(page)
    expect(gunzipSync(gzip).equals(body)).toBe(true)
    expect(page.gzip).toBe(gzip)
    expect(await gzipCopy(page)).toBe(gzip) // kept: made once
    const half = await compressPage(Buffer.from(part))
    expect(br.length).toBeLessThan(half.br.length * 1.05) // the second copy cost almost nothing
  })

  it('keeps each copy in memory of its own size, not in the 64 KB output chunk of zlib', async () => {
    const body = Buffer.from('<p>₹499</p>'.repeat(400))
    const page = { ...(await compressPage(body)), gzip: null } as StoredPage
    const gzip = await gzipCopy(page)
    expect(page.br.length).toBeLessThan(1000)
    expect(page.br.buffer.byteLength).toBe(page.br.length)
    expect(gzip.buffer.byteLength).toBe(gzip.length)
  })
})
