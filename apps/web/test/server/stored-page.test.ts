// Stored pages and streamed answers are compressed with a 64 KB brotli window (decision 0824): the bytes
// come back whole through both encodings. The gzip copy is made from the brotli one on first asking, once
// (decision 0804). Each copy holds only its own bytes.
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  createBrotliCompress,
  gunzipSync,
} from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  compressPage,
  gzipCopy,
  STREAM_BROTLI,
  type StoredPage,
} from '../../server/page-cache/stored-page.ts'

/** The window a brotli stream declares in its first bits (RFC 7932, 9.1: WBITS). */
function declaredWindowBits(br: Buffer): number {
  const bits = br[0]! | (br[1]! << 8)
  if ((bits & 1) === 0) return 16
  const n = (bits >> 1) & 7
  if (n !== 0) return 17 + n
  const m = (bits >> 4) & 7
  return m === 0 ? 17 : 8 + m
}

const streamed = (body: Buffer) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    const stream = createBrotliCompress(STREAM_BROTLI)
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
    stream.end(body)
  })

describe('the brotli window', () => {
  // A larger one costs 3-7 ms of CPU a page on the store's allocator settings: the window is the guard.
  const page = Buffer.from('<li class="card">₹1,299</li>'.repeat(8000)) // ~230 KB, like the home page
  const compressedWithWindow = (bits: number) =>
    brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_LGWIN]: bits, [constants.BROTLI_PARAM_QUALITY]: 4 },
    })

  it('is 64 KB for a stored copy and for a streamed page, and the bytes come back whole', async () => {
    const { br } = await compressPage(page)
    expect(declaredWindowBits(br)).toBe(16)
    expect(brotliDecompressSync(br).equals(page)).toBe(true)
    const stream = await streamed(page)
    expect(declaredWindowBits(stream)).toBe(16)
    expect(brotliDecompressSync(stream).equals(page)).toBe(true)
  })

  it('is read from the stream header as brotli writes it (the check above can fail)', () => {
    expect(declaredWindowBits(compressedWithWindow(18))).toBe(18)
    expect(declaredWindowBits(compressedWithWindow(22))).toBe(22)
    expect(declaredWindowBits(compressedWithWindow(10))).toBe(10)
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
