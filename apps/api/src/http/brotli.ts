// Brotli for bytes kept and sent many times (stored pages, shared answers): compressed once, off the main
// thread in one step (brotli-by-turn.ts) or, when small, on the spot, at quality 6 (decision 0795) with a 64 KB window (decision 0824).
import { brotliCompressSync, constants } from 'node:zlib'
import { brotliInOneStep } from './brotli-by-turn.ts'

/** Brotli's window for streams and stored copies alike: 64 KB (decision 0824). At qualities 5 and 6 a
 *  larger one moves brotli to a hasher with 1-2 MB of tables, which this store's allocator settings
 *  (0806) map afresh for each body: 3-7 ms more CPU for a page or an answer, for 0.5 % (a product page)
 *  to 11 % (the home page) fewer bytes. */
export const BROTLI_WINDOW_BITS = 16

/** Up to this size a body is compressed on the spot rather than on zlib's thread pool, whose result
 *  comes back a turn or two of the event loop later (decision 0843): an API answer of ~10 KB costs
 *  ~0.15 ms. */
export const ON_THE_SPOT_ANSWER_BYTES = 32 * 1024

/** Brotli 6: on our pages brotli 9 took 15–18 ms of CPU for 1–2 % fewer bytes. */
export async function brotliText(body: Buffer): Promise<Buffer> {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 6,
    [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  }
  if (body.length <= ON_THE_SPOT_ANSWER_BYTES) return ownBytes(brotliCompressSync(body, { params }))
  return ownBytes(await brotliInOneStep(body, params))
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
