// The mail shell in the store's look (warm paper, ink, saffron, the "haat" wordmark): tables and
// inline styles, which is what mail programs render alike. Each message also has a plain-text body.
import { escapeHtml } from '../../oidc/pages/html.ts'

export { escapeHtml }
export type RenderedEmail = { subject: string; html: string; text: string }

const INK = '#1f1a17'
const SOFT = '#5b524c'
const LINE = '#ece3d8'
const SAFFRON = '#b0410b' // white text on it passes WCAG AA
const SANS = "'Plus Jakarta Sans',ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"
const SERIF = "'Fraunces',Georgia,'Times New Roman',serif"

export const style = { INK, SOFT, LINE, SAFFRON, SANS, SERIF }

export function paragraph(html: string, muted = false): string {
  return `<p style="margin:0 0 16px;font:15px/1.6 ${SANS};color:${muted ? SOFT : INK}">${html}</p>`
}

export function heading(text: string): string {
  return `<h1 style="margin:0 0 12px;font:600 24px/1.3 ${SERIF};color:${INK}">${escapeHtml(text)}</h1>`
}

export function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>
<td style="border-radius:999px;background:${SAFFRON}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 28px;font:600 16px/1 ${SANS};color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(label)}</a></td>
</tr></table>`
}

/** The page around a message; `preheader` is the line mail programs show next to the subject. */
export function emailLayout(opts: { title: string; preheader: string; body: string; origin: string }) {
  const home = escapeHtml(`${opts.origin}/`)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(opts.title)}</title>
</head>
<body style="margin:0;padding:0;background:#fffaf3">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(opts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fffaf3">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px"><a href="${home}" style="font:700 28px/1 ${SERIF};letter-spacing:-0.02em;color:${INK};text-decoration:none">haat<span style="color:#f06a1d">.</span></a></td></tr>
<tr><td style="background:#ffffff;border:1px solid ${LINE};border-radius:16px;padding:28px 24px">
${opts.body}
</td></tr>
<tr><td style="padding:16px 4px;font:13px/1.5 ${SANS};color:${SOFT}">
You get this email because of your account at <a href="${home}" style="color:${SAFFRON}">haat</a>. Questions? Reply to this email or visit <a href="${escapeHtml(`${opts.origin}/contact`)}" style="color:${SAFFRON}">our contact page</a>.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`
}

/** The plain-text body: the same words, links written out. */
export function textLayout(lines: readonly string[], origin: string): string {
  return [
    ...lines,
    '',
    '—',
    `haat · ${origin}/`,
    `Questions? Reply to this email or visit ${origin}/contact`,
  ].join('\n')
}
