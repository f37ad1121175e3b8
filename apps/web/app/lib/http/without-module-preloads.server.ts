// React Router writes a <link rel="modulepreload"> in <head> for every module of the page (~20 files,
// ~150 KB gzip) and offers no way to leave them out. On a phone's slow connection they are asked for
// before the page's own images and share the line with the largest one, so the first paint and the LCP
// image wait on JavaScript the paint does not need (decision 0412). Without them the page's module
// script, written at the end of the rendered page, asks for its route modules and they for their
// imports: the content arrives first and the page hydrates a round trip later.
import { Transform } from 'node:stream'

// Worked on the bytes: decoding every chunk of a page to text and encoding it again was ~8 % of a first
// render's main-thread time. Cuts fall only on '<' and after '>', which are never inside a UTF-8
// character, so no character is split by them.
const PRELOAD = Buffer.from('<link rel="modulepreload"')
const OPEN = 0x3c // <
const CLOSE = 0x3e // >

/** Drops the module preloads from the page as it streams; a tag cut between chunks waits for the rest. */
export function withoutModulePreloads(): Transform {
  let held: Buffer | undefined
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = held ? Buffer.concat([held, chunk]) : chunk
      const { out, rest } = dropPreloads(bytes)
      held = rest.length ? rest : undefined
      done(null, out.length ? out : undefined)
    },
    flush(done) {
      done(null, held)
    },
  })
}

/** The bytes without their whole preload tags, and the tail that may still become one. */
function dropPreloads(bytes: Buffer): { out: Buffer; rest: Buffer } {
  let tag = bytes.indexOf(PRELOAD)
  if (tag === -1) {
    // The common case: no tag here, the chunk goes on as it came.
    const cut = unfinishedPreloadAt(bytes)
    return { out: cut === bytes.length ? bytes : bytes.subarray(0, cut), rest: bytes.subarray(cut) }
  }
  const kept: Buffer[] = []
  let from = 0
  while (tag !== -1) {
    const end = bytes.indexOf(CLOSE, tag + PRELOAD.length)
    if (end === -1)
      return { out: Buffer.concat([...kept, bytes.subarray(from, tag)]), rest: bytes.subarray(tag) }
    kept.push(bytes.subarray(from, tag))
    from = end + 1
    tag = bytes.indexOf(PRELOAD, from)
  }
  const tail = bytes.subarray(from)
  const cut = unfinishedPreloadAt(tail)
  kept.push(tail.subarray(0, cut))
  return { out: Buffer.concat(kept), rest: tail.subarray(cut) }
}

/** Where the start of a preload tag cut by the chunk's end begins, or the bytes' length. */
function unfinishedPreloadAt(bytes: Buffer): number {
  const open = bytes.lastIndexOf(OPEN)
  if (open === -1 || bytes.indexOf(CLOSE, open) !== -1) return bytes.length
  const tail = bytes.subarray(open)
  return tail.length < PRELOAD.length && PRELOAD.subarray(0, tail.length).equals(tail) ? open : bytes.length
}
