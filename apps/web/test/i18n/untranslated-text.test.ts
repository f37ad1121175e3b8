// No English words written straight into the storefront's JSX: a Hindi page would show them in English
// (decision 0790's catalogue test only sees what goes through t()). Text, the literals a JSX expression
// renders, and the labels screen readers read must go through t(); a literal label handed to one of our
// components (which calls t() on it) must have its Hindi.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { HINDI_MESSAGES } from '../../app/i18n/hi-messages.server.ts'
import { APP, storefrontFiles } from './storefront-files.ts'

/** English on purpose: the admin (0790), the English twins of content pages and the legal texts. */
const SKIPPED = [
  /^routes\/admin/,
  /^features\/admin\//,
  /^content\/(About|Contact|Privacy|Terms)Content\.tsx$/,
]
/** Names, not words: the logo, the feature's name, a brand, a language's own name. */
const NAMES = new Set(['haat', 'Binge', 'WhatsApp', 'English'])
const LABELS = /^(aria-label|aria-description|aria-roledescription|title|placeholder|alt|label|eyebrow)$/

const words = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim()
  // Text in Devanagari is the Hindi twin of a page (a name like "Haat" may sit in it).
  return /[A-Za-z]{2}/.test(t) && !/[\u0900-\u097F]/.test(t) && !NAMES.has(t) ? t : null
}

/** The written parts of the literals an expression may evaluate to (not inside calls: t('…') is fine). */
function literalTexts(e: ts.Node, out: string[] = []): string[] {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) out.push(e.text)
  else if (ts.isTemplateExpression(e)) out.push(e.head.text, ...e.templateSpans.map((s) => s.literal.text))
  else if (ts.isConditionalExpression(e)) [e.whenTrue, e.whenFalse].forEach((b) => literalTexts(b, out))
  else if (ts.isBinaryExpression(e) && /^(\|\||&&|\?\?|\+)$/.test(e.operatorToken.getText()))
    [e.left, e.right].forEach((b) => literalTexts(b, out))
  else if (ts.isParenthesizedExpression(e)) literalTexts(e.expression, out)
  return out
}

/** Messages shown as they are (`{error}`, `{checkout.error}`, `{errors.payment}`): they hold English texts
 *  (ours, or the API's) and must go through t() to read Hindi where theirs is in the catalogue. */
function rawMessages(e: ts.Node, out: string[] = []): string[] {
  if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) {
    if (/(error|message)s?\b/i.test(e.getText())) out.push(`{${e.getText()}}`)
  } else if (ts.isConditionalExpression(e)) [e.whenTrue, e.whenFalse].forEach((b) => rawMessages(b, out))
  else if (ts.isBinaryExpression(e) && /^(\|\||\?\?)$/.test(e.operatorToken.getText()))
    [e.left, e.right].forEach((b) => rawMessages(b, out)) // either side may be shown
  else if (ts.isBinaryExpression(e) && e.operatorToken.getText() === '&&') rawMessages(e.right, out)
  else if (ts.isParenthesizedExpression(e)) rawMessages(e.expression, out)
  return out
}

/** Each English text in a `.tsx` module's source, as "file:line text". */
function untranslated(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const at = (n: ts.Node, text: string) =>
    found.push(`${name}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1} ${text}`)
  const visit = (n: ts.Node) => {
    if (ts.isJsxText(n)) {
      const text = words(n.text)
      if (text) at(n, text)
    } else if (ts.isJsxExpression(n) && n.expression && !ts.isJsxAttribute(n.parent)) {
      for (const text of literalTexts(n.expression).map(words)) if (text) at(n, text)
      for (const shown of rawMessages(n.expression)) at(n, shown)
    } else if (ts.isJsxAttribute(n) && n.initializer && LABELS.test(n.name.getText())) {
      const tag = (n.parent.parent as ts.JsxOpeningLikeElement).tagName.getText()
      const init = n.initializer
      const component = /^[A-Z]/.test(tag)
      if (ts.isStringLiteral(init)) {
        const text = words(init.text)
        // Our components call t() on a label given as a literal: it needs its Hindi.
        if (text && !(component && HINDI_MESSAGES[init.text])) at(n, `${n.name.getText()}="${text}"`)
      } else if (ts.isJsxExpression(init) && init.expression) {
        for (const text of literalTexts(init.expression).map(words))
          if (text) at(n, `${n.name.getText()}: ${text}`)
      }
    }
    ts.forEachChild(n, visit)
  }
  visit(source)
  return found
}

describe('storefront text', () => {
  it('has no English written straight into the JSX of a page Hindi shoppers see', () => {
    const files = storefrontFiles(/\.tsx$/, SKIPPED)
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((file) => untranslated(relative(APP, file), readFileSync(file, 'utf8')))).toEqual([])
  })

  it('finds English text, rendered literals and labels (the check can fail)', () => {
    const found = untranslated(
      'Probe.tsx',
      `export const P = ({ n, t }) => (<section aria-label="Your bag">Sold out {n ? 'one left' : \`\${n} left\`}
        <Section title="Trending now" /><Section title="Not in Hindi" /><p>{t('Sold out')} · {n}</p>
        {n && <p>{errors.payment}</p>}<p>{t(error)}</p><p>{load.message ?? t('Retry')}</p></section>)`,
    )
    expect(found.map((f) => f.replace(/^.*?:\d+ /, ''))).toEqual([
      'aria-label="Your bag"',
      'Sold out',
      'one left',
      'left',
      'title="Not in Hindi"',
      '{errors.payment}',
      '{load.message}',
    ])
  })
})
