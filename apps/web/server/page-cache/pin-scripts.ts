// A stored page is sent to many shoppers, so it cannot carry one request's CSP nonce: its inline
// scripts are pinned by their SHA-256 hashes instead (a hash-based strict CSP, the usual policy for
// cached pages), and the stale nonce attributes are taken out.
import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

export type PinnedPage = { html: string; scriptHashes: string[] }

export function pinInlineScripts(html: string, nonce: string): PinnedPage {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    // External scripts come from 'self'; JSON-LD and other data blocks never run.
    if (/\bsrc=/.test(attributes) || /\btype="application\/(ld\+)?json"/.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  const unNonced = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html
  return { html: unNonced, scriptHashes: [...hashes] }
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
