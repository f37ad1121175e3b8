// One stored page: the brotli its first render was sent in (decision 0810), or, when that went out in
// gzip, compressed once when it is stored; with the headers every copy carries and the product views
// each copy must still count.
import { promisify } from 'node:util'
import { brotliDecompress, constants, gzip, type BrotliOptions } from 'node:zlib'
import { acceptsBrotli, BROTLI_WINDOW_BITS, brotliText, ownBytes } from '@haat/api/http/brotli'
import type { Freshness } from '@haat/api/services/stale-while-refresh'

const unbrotli = promisify(brotliDecompress)
const gzipAsync = promisify(gzip)

export type StoredPage = {
  br: Buffer
  /** Made from br when a browser without brotli first asks (gzipCopy): every current browser takes br. */
  gzip: Buffer | null
  contentType: string
  /** The Content-Security-Policy every copy is sent with (null: the store sends none, dev mode). */
  policy: string | null
  productViews: number[]
  /** The products a vote on which ages the copy (decisions 0801, 0807): those it shows, or the one it is about. */
  agedBy: Set<number>
  /** When its render began: the counts it shows are as of then. */
  countsAt: number
  /** A vote on a product it shows cut its time short (decisions 0801, 0807). */
  aged: boolean
} & Freshness

/** For a render sent in gzip: brotli 6 with a 64 KB window (http/brotli.ts). Gzip is not made here (decision
 *  0804): it cost a page missing the cache another ~3 ms for browsers that all take brotli. */
export async function compressPage(body: Buffer): Promise<Pick<StoredPage, 'br'>> {
  return { br: await brotliText(body) }
}

/** The page in gzip 6 (gzip 9 took up to 4 ms for 0.5 % fewer bytes), made from br on first asking and
 *  kept with it. */
export async function gzipCopy(page: StoredPage): Promise<Buffer> {
  page.gzip ??= ownBytes(await gzipAsync(await unbrotli(page.br), { level: 6 }))
  return page.gzip
}

/** How streamed pages are compressed, by @fastify/compress and by the page cache alike: brotli 5 (7–9 %
 *  fewer bytes than 4 for ~0.3 ms more a page, decision 0795), a 64 KB window (0824), flushed at each
 *  write so deferred data keeps streaming (writes are already gathered a turn at a time). */
export const STREAM_BROTLI: BrotliOptions = {
  flush: constants.BROTLI_OPERATION_FLUSH,
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS },
}

/** br when the browser takes it, else gzip; null: send it uncompressed (render it afresh). */
export function pickEncoding(acceptEncoding: unknown): 'br' | 'gzip' | null {
  if (typeof acceptEncoding !== 'string') return null
  if (acceptsBrotli(acceptEncoding)) return 'br'
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null
}

/** A page rendered in one turn and at most this big is compressed on the main thread as it ends
 *  (decision 0843): ~1.6 ms for a 62 KB product page at quality 5, against the one or two turns of
 *  the event loop (each every other request's work) a step on zlib's thread pool waits. The home page
 *  and listings (170–210 KB, ~5 ms) still go to the thread pool. */
export const ON_THE_SPOT_BYTES = 96 * 1024
