// A tiny HTML kit for the sign-in pages: escaping and the page shell with the "haat" wordmark.
import { PAGE_CSS } from './styles.ts'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · haat</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<main>
<a class="wordmark" href="/" aria-label="Haat home">haat</a>
${body}
</main>
</body>
</html>`
}

export type Field = {
  name: string
  label: string
  type: 'text' | 'email' | 'password'
  autocomplete: string
  value?: string
  error?: string
  hint?: string
  minlength?: number
}

/** A labelled input; its hint and error are tied to it for screen readers. */
export function field(f: Field): string {
  const id = `f-${f.name}`
  const notes = [f.hint && `${id}-hint`, f.error && `${id}-error`].filter(Boolean).join(' ')
  const attrs = [
    `id="${id}"`,
    `name="${f.name}"`,
    `type="${f.type}"`,
    `autocomplete="${f.autocomplete}"`,
    'required',
    f.minlength ? `minlength="${f.minlength}"` : '',
    f.type === 'email' ? 'inputmode="email" autocapitalize="none" spellcheck="false"' : '',
    f.value ? `value="${escapeHtml(f.value)}"` : '',
    f.error ? 'aria-invalid="true"' : '',
    notes ? `aria-describedby="${notes}"` : '',
  ].filter(Boolean)
  return `<label for="${id}">${escapeHtml(f.label)}</label>
<input ${attrs.join(' ')}>${f.hint ? `\n<p class="hint" id="${id}-hint">${escapeHtml(f.hint)}</p>` : ''}${
    f.error ? `\n<p class="field-error" id="${id}-error">${escapeHtml(f.error)}</p>` : ''
  }`
}

export function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : ''
}
