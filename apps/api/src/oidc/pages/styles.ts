// The sign-in pages' look (the store's tokens: warm paper, ink, saffron) in one <style> block,
// allowed by its hash in the pages' Content-Security-Policy; the pages carry no script at all.
import { createHash } from 'node:crypto'

export const PAGE_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#fffaf3;color:#1f1a17;font:16px/1.5 'Plus Jakarta Sans Variable',ui-sans-serif,system-ui,-apple-system,'Segoe UI',sans-serif;display:flex;justify-content:center;align-items:flex-start;padding:clamp(16px,6vh,64px) 16px}
main{width:100%;max-width:400px;background:#fff;border:1px solid #ece3d8;border-radius:1rem;box-shadow:0 1px 2px rgb(31 26 23/.06),0 4px 16px rgb(31 26 23/.06);padding:28px 24px}
.wordmark{display:inline-flex;align-items:baseline;font:700 1.75rem/1 'Fraunces Variable',Georgia,serif;letter-spacing:-.02em;color:#1f1a17;text-decoration:none}
.wordmark::after{content:'';display:inline-block;width:8px;height:8px;margin-left:2px;border-radius:50%;background:#f06a1d}
h1{font:600 1.5rem/1.25 'Fraunces Variable',Georgia,serif;margin:20px 0 4px}
.lead{color:#5b524c;margin:0 0 20px}
label{display:block;font-weight:600;font-size:.9375rem;margin:16px 0 6px}
input{width:100%;height:48px;padding:0 14px;font:inherit;color:inherit;background:#fff;border:1px solid #d9cfc3;border-radius:12px}
input:focus{outline:2px solid #d9530c;outline-offset:1px;border-color:#d9530c}
input[aria-invalid=true]{border-color:#b81b5c}
.hint{font-size:.875rem;color:#5b524c;margin:6px 0 0}
.field-error{font-size:.875rem;color:#b81b5c;margin:6px 0 0}
.alert{background:#fdf2f8;color:#8f1447;border:1px solid #f5c2d9;border-radius:12px;padding:12px 14px;margin:0 0 8px}
.primary{display:flex;width:100%;height:48px;margin-top:24px;align-items:center;justify-content:center;border:0;border-radius:999px;background:#d9530c;color:#fff;font-family:inherit;font-size:1rem;font-weight:600;line-height:1;cursor:pointer;text-decoration:none}
.primary:hover{background:#b0410b}
.primary:focus-visible,.link:focus-visible{outline:2px solid #1f1a17;outline-offset:2px}
.switch{margin:20px 0 0;text-align:center;color:#5b524c}
a,.link{color:#b0410b;font-weight:600}
.link{background:none;border:0;padding:0;font:inherit;cursor:pointer;text-decoration:underline}
.cancel{margin:12px 0 0;text-align:center;font-size:.9375rem}
.forgot{margin:10px 0 0;text-align:right;font-size:.9375rem}
`

const styleHash = createHash('sha256').update(PAGE_CSS).digest('base64')

/** Only our own style block, forms posting back to us, no scripts, no framing. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')
