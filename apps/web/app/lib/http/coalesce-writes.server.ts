// React writes a rendered page as many small chunks (each flush of completed work is dozens of writes in
// one go). Every chunk then crossed each stream after it on its own: the module-preload filter decoding
// and encoding it, the web-stream round trip, and brotli, which flushes after every write so deferred
// data is not held back. Writes made in the same turn of the event loop are passed on as one chunk:
// still streamed (a turn's output leaves at its end) with a fraction of the per-chunk work.
import { Transform } from 'node:stream'

export function coalesceWrites(): Transform {
  let pending: Buffer[] = []
  let scheduled = false
  const release = () => {
    scheduled = false
    if (!pending.length) return
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    pending = []
    stream.push(chunk)
  }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(release)
      }
      done()
    },
    flush(done) {
      release()
      done()
    },
  })
  return stream
}
