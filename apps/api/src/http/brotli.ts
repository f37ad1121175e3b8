// Brotli for bytes kept and sent many times (stored pages, shared answers): compressed once, off the main
// thread in one step (brotli-by-turn.ts), at quality 6 (decision 0795) with a 64 KB window (decision 0824).
import { constants } from 'node:zlib'
import { brotliInOneStep } from './brotli-by-turn.ts'

/** Brotli's window for streams and stored copies alike: 64 KB (decision 0824). At qualities 5 and 6 a
 *  larger one moves brotli to a hasher with 1-2 MB of tables, which this store's allocator settings
 *  (0806) map afresh for each body: 3-7 ms more CPU for a page or an answer, for 0.5 % (a product page)
 *  to 11 % (the home page) fewer bytes. */
export const BROTLI_WINDOW_BITS = 16

/** Brotli 6: on our pages brotli 9 took 15–18 ms of CPU for 1–2 % fewer bytes. */
export async function brotliText(body: Buffer): Promise<Buffer> {
  const compressed = await brotliInOneStep(body, {
    [constants.BROTLI_PARAM_QUALITY]: 6,
    [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  })
  return ownBytes(compressed)
}

/** The bytes in a buffer of their own. zlib hands back a view into its 64 KB output chunk: kept in a
 *  cache as it is, a 4 KB answer holds on to 64 KB that the cache's byte limit never sees (measured:
 *  77 MB held for 6 MB of stored copies after the mix). */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes
  const own = Buffer.allocUnsafeSlow(bytes.byteLength)
  bytes.copy(own)
  return own
}

/** Whether the request's Accept-Encoding names br. */
export const acceptsBrotli = (acceptEncoding: unknown): boolean =>
  typeof acceptEncoding === 'string' && /\bbr\b/.test(acceptEncoding)
