// React Router writes a <link rel="modulepreload"> in <head> for every module of the page (~20 files,
// ~150 KB gzip) and offers no way to leave them out. On a phone's slow connection they are asked for
// before the page's own images and share the line with the largest one, so the first paint and the LCP
// image wait on JavaScript the paint does not need (decision 0412). Without them the page's module
// script, written at the end of the rendered page, asks for its route modules and they for their
// imports: the content arrives first and the page hydrates a round trip later.
import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const PRELOAD = '<link rel="modulepreload"'
const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g

/** Drops the module preloads from the page as it streams; a tag cut between chunks waits for the rest. */
export function withoutModulePreloads(): Transform {
  let held = ''
  const utf8 = new StringDecoder('utf8') // a character may be cut between two chunks too
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + utf8.write(chunk)
      const cut = unfinishedPreloadAt(text)
      held = text.slice(cut)
      done(null, text.slice(0, cut).replace(PRELOAD_TAG, ''))
    },
    flush(done) {
      done(null, (held + utf8.end()).replace(PRELOAD_TAG, ''))
    },
  })
}

/** Where a module preload tag still being written starts, or the text's length. */
function unfinishedPreloadAt(text: string): number {
  const open = text.lastIndexOf('<')
  if (open === -1 || text.includes('>', open)) return text.length
  const tail = text.slice(open)
  return tail.startsWith(PRELOAD) || PRELOAD.startsWith(tail) ? open : text.length
}
