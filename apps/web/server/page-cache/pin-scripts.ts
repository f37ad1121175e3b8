// A stored page is sent to many shoppers, so its policy cannot name one request's CSP nonce: its inline
// scripts are pinned by their SHA-256 hashes instead (a hash-based strict CSP, the usual policy for
// cached pages). The copy is the first render's bytes as sent, compressed once (decision 0810), so it
// still carries that render's nonce attributes: a nonce no copy's policy names, which grants nothing.
// It works on the page's bytes: turning a 150 KB page into a string and back cost more CPU than
// rendering parts of it (a profile of 100 product page renders: 3 ms a page).
import { createHash } from 'node:crypto'

const OPEN = Buffer.from('<script')
const CLOSE = Buffer.from('</script>')
const GT = 0x3e
/** What may follow `<script` for it to be the tag itself (a non-word character, as `\b` reads it). */
const endsTagName = (byte: number | undefined) => byte !== undefined && !/\w/.test(String.fromCharCode(byte))

/** The policy sources ('sha256-…') of the page's inline scripts, each once. */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>()
  for (let at = html.indexOf(OPEN); at !== -1; at = html.indexOf(OPEN, at + OPEN.length)) {
    if (!endsTagName(html[at + OPEN.length])) continue
    const tagEnd = html.indexOf(GT, at)
    const close = tagEnd === -1 ? -1 : html.indexOf(CLOSE, tagEnd)
    if (close === -1) break
    const attributes = html.toString('latin1', at + OPEN.length, tagEnd)
    at = close
    // External scripts come from 'self'; JSON-LD and other data blocks never run.
    if (/\bsrc=/.test(attributes) || /\btype="application\/(ld\+)?json"/.test(attributes)) continue
    const digest = createHash('sha256')
      .update(html.subarray(tagEnd + 1, close))
      .digest('base64')
    hashes.add(`'sha256-${digest}'`)
  }
  return [...hashes]
}

/**
 * The request's policy with script-src allowing the stored page's own inline scripts instead of the
 * request's nonce; its hosts (the payment gateway's Checkout, decision 0605) stay.
 */
export function policyForPinnedScripts(policy: string, scriptHashes: string[]): string {
  return policy.replace(/script-src [^;]*/, (directive) =>
    [...directive.split(' ').filter((source) => !source.startsWith("'nonce-")), ...scriptHashes].join(' '),
  )
}
