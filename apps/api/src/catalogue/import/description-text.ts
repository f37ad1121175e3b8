// Product descriptions arrive as HTML (Shopify `Body (HTML)`). The storefront shows a description as
// text paragraphs (React escapes it), so the HTML is cleaned with sanitize-html down to its text: block
// ends become line breaks, scripts and styles vanish with their content. Decision 0742.
import { createRequire } from 'node:module'
import type SanitizeHtml from 'sanitize-html'

// Loaded by the first description cleaned (an import or an admin edit), not by every storefront server:
// sanitize-html and its parsers are ~2.5 MB of heap. Required, not imported, so this stays synchronous.
const require = createRequire(import.meta.url)
let sanitizeHtml: typeof SanitizeHtml | undefined

const BLOCK_END = /<\/(?:p|div|li|h[1-6]|tr|blockquote|section|article)\s*>|<br\s*\/?>/gi

/** sanitize-html escapes exactly these in text; undo it, since the text is stored, not HTML. */
function unescapeText(s: string): string {
  return s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
}

export function descriptionText(html: string): string {
  const withBreaks = html.replace(BLOCK_END, (end) => `${end}\n`)
  sanitizeHtml ??= require('sanitize-html') as typeof SanitizeHtml
  const text = sanitizeHtml(withBreaks, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
  })
  return unescapeText(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}
