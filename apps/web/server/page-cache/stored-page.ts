// One stored page: compressed once when it is stored (brotli and gzip, off the main thread), with the
// headers every copy carries and the product views each copy must still count.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type StoredPage = {
  br: Buffer
  gzip: Buffer
  contentType: string
  /** The Content-Security-Policy every copy is sent with (null: the store sends none, dev mode). */
  policy: string | null
  productViews: number[]
  /** The products whose counts the page shows: a vote on one of them drops the copy. */
  productsShown: Set<number>
  freshUntil: number
  /** Past freshUntil one request renders anew while the others still get this copy, up to here. */
  staleUntil: number
  refreshing: boolean
}

export async function compressPage(body: Buffer): Promise<Pick<StoredPage, 'br' | 'gzip'>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  return { br, gzip: gz }
}

/** br when the browser takes it, else gzip; null: send it uncompressed (render it afresh). */
export function pickEncoding(acceptEncoding: unknown): 'br' | 'gzip' | null {
  if (typeof acceptEncoding !== 'string') return null
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null
}
