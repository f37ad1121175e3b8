// Counts the steps zlib runs on its thread pool: each is one write to a stream's native handle, and the
// handle is the only place they can be seen (decision 0843).
import { createBrotliCompress } from 'node:zlib'

type Handle = { write: (...args: unknown[]) => unknown }

export function countZlibSteps() {
  const handle = Object.getPrototypeOf(
    (createBrotliCompress() as unknown as { _handle: Handle })._handle,
  ) as Handle
  const write = handle.write
  let steps = 0
  handle.write = function (...args: unknown[]) {
    steps++
    return write.apply(this, args)
  }
  return {
    get steps() {
      return steps
    },
    reset: () => {
      steps = 0
    },
  }
}
