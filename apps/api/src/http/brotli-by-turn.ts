// Brotli for a body sent as it is made (a page the page cache streams, an answer @fastify/compress pipes),
// in as few steps on zlib's thread pool as the body allows. Each step's result waits for the event loop's
// next turn, which under load is every other request's work (measured: ~30 ms a turn at 50 connections).
// A zlib stream takes two steps for a body that comes in one piece (the data, then an empty finish), so a
// page rendered anew waited two turns for brotli after its render. Here the writes of one turn are
// compressed together, and a body that ends in the turn it began (most pages and answers) is compressed
// and finished in one step. A body still arriving when its turn ends streams as before: its output
// leaves at each turn's end (deferred data keeps streaming).
import { Transform } from 'node:stream'
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  type BrotliCompress,
  type BrotliOptions,
} from 'node:zlib'

type ByTurnOptions = BrotliOptions & {
  /** A body that comes whole and is at most this many bytes is compressed on the spot, on the main
   *  thread: no turn waited at all (a product page: ~1.6 ms at quality 5). Default 0: never. */
  onTheSpotUpTo?: number
}

export function createBrotliByTurn(options: ByTurnOptions = {}): Transform {
  const { params, onTheSpotUpTo = 0 } = options
  let pending: Buffer[] = []
  let streaming: BrotliCompress | null = null
  let turnEnd: NodeJS.Immediate | null = null
  const take = () => {
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    pending = []
    return chunk
  }
  // The body is still arriving at its turn's end: stream it, flushed so the browser gets this much now.
  const spill = () => {
    turnEnd = null
    if (!pending.length) return
    if (!streaming) {
      streaming = createBrotliCompress({ params, flush: constants.BROTLI_OPERATION_FLUSH })
      streaming.on('data', (chunk: Buffer) => stream.push(chunk))
      streaming.once('error', (err) => stream.destroy(err))
    }
    streaming.write(take())
  }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk)
      turnEnd ??= setImmediate(spill)
      // A body larger than zlib keeps up with waits for it rather than piling up here.
      if (streaming?.writableNeedDrain) streaming.once('drain', () => done())
      else done()
    },
    flush(done) {
      if (turnEnd) clearImmediate(turnEnd)
      turnEnd = null
      const rest = pending.length ? take() : null
      if (streaming) {
        streaming.once('end', () => done())
        streaming.end(rest ?? undefined)
        return
      }
      const body = rest ?? Buffer.alloc(0)
      if (body.length <= onTheSpotUpTo) return done(null, brotliCompressSync(body, { params }))
      finishInOneStep(body, params, (chunk) => stream.push(chunk), done)
    },
    destroy(err, callback) {
      if (turnEnd) clearImmediate(turnEnd)
      streaming?.destroy()
      callback(err)
    },
  })
  return stream
}

/** A whole body compressed in one step (zlib's brotliCompress takes two, as a stream does). */
export function brotliInOneStep(body: Buffer, params: BrotliOptions['params']): Promise<Buffer> {
  const out: Buffer[] = []
  return new Promise((resolve, reject) =>
    finishInOneStep(
      body,
      params,
      (chunk) => out.push(chunk),
      (err) => (err ? reject(err) : resolve(out.length === 1 ? out[0]! : Buffer.concat(out))),
    ),
  )
}

/** The whole body in one step: a write with brotli's finish operation, and no end() after it (a zlib
 *  stream's end is a step of its own). */
function finishInOneStep(
  body: Buffer,
  params: BrotliOptions['params'],
  onChunk: (chunk: Buffer) => void,
  done: (err?: Error | null) => void,
) {
  const engine = createBrotliCompress({ params, flush: constants.BROTLI_OPERATION_FINISH })
  let settled = false
  const settle = (err?: Error | null) => {
    if (settled) return
    settled = true
    engine.destroy()
    done(err)
  }
  engine.on('data', onChunk)
  engine.once('error', settle)
  engine.write(body, (err) => settle(err))
}
