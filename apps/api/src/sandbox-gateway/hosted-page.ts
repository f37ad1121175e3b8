// The sandbox gateway's hosted payment page (opened in a frame by its checkout.js): UPI or card test
// inputs typed here are read here only; the store's page receives the signed result Razorpay Checkout
// would hand its handler. Plain HTML with one script file, so it works under the store's CSP.
import { formatINR } from '@haat/domain/format/money'

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export type HostedPageView = {
  orderId: string
  keyId: string
  receipt: string
  /** Paise. */
  amount: number
  method: 'upi' | 'card'
  error?: string
  /** After a try: the message for the store's page (success or failure). */
  result?: unknown
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,sans-serif;color:#1f1a14;background:#fff}
main{padding:20px 22px 24px}header{display:flex;align-items:center;gap:8px;margin-bottom:14px}
header strong{font-size:16px;flex:1}.badge{font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;
background:#fde7c7;color:#7a3d00;border-radius:999px;padding:3px 9px}#cancel{border:0;background:#f3efe9;border-radius:999px;
width:32px;height:32px;font-size:18px;cursor:pointer}.amount{font-size:28px;font-weight:800;margin:0}.muted{color:#5c5247;font-size:13px;margin:2px 0 16px}
fieldset{border:1px solid #e4ddd3;border-radius:14px;padding:10px 14px 14px;margin:0 0 12px}legend{font-weight:700;padding:0 4px}
.methods{display:flex;gap:10px;margin-bottom:12px}.methods label{flex:1;border:1px solid #e4ddd3;border-radius:12px;padding:10px;font-weight:600;cursor:pointer}
.methods input{accent-color:#b45309;margin-right:6px}label.f{display:block;font-size:13px;font-weight:600;margin-top:8px}
label.f input{display:block;width:100%;margin-top:4px;padding:10px 12px;border:1px solid #cfc5b8;border-radius:10px;font:inherit}
.row{display:flex;gap:10px}.row>*{flex:1}.error{background:#fdecef;color:#a3123a;font-weight:600;border-radius:10px;padding:8px 12px;margin:0 0 12px}
.pay{width:100%;border:0;border-radius:999px;background:#b45309;color:#fff;font:700 16px system-ui;padding:13px;cursor:pointer}
.hint{font-size:12px;color:#5c5247;margin:12px 0 0}code{background:#f3efe9;border-radius:4px;padding:0 4px}`

function methodFields(method: 'upi' | 'card') {
  return `<div data-method="upi"${method === 'upi' ? '' : ' hidden'}>
<label class="f">UPI ID<input name="vpa" autocomplete="off" autocapitalize="none" placeholder="success@razorpay"></label></div>
<div data-method="card"${method === 'card' ? '' : ' hidden'}>
<label class="f">Card number<input name="card_number" inputmode="numeric" autocomplete="off" placeholder="4111 1111 1111 1111"></label>
<div class="row"><label class="f">Expiry (MM/YY)<input name="card_expiry" inputmode="numeric" autocomplete="off" placeholder="12/30"></label>
<label class="f">CVV<input name="card_cvv" inputmode="numeric" autocomplete="off" maxlength="4" placeholder="123"></label></div></div>`
}

export function hostedPage(view: HostedPageView): string {
  const rupees = formatINR(view.amount / 100)
  const result = view.result
    ? `<script type="application/json" id="gateway-result">${JSON.stringify(view.result).replace(/</g, '\\u003c')}</script>`
    : ''
  const radio = (m: 'upi' | 'card', label: string) =>
    `<label><input type="radio" name="method" value="${m}"${view.method === m ? ' checked' : ''}>${label}</label>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox payment · ${esc(view.receipt)}</title>
<style>${STYLE}</style></head><body><main>
<header><strong>Haat sandbox gateway</strong><span class="badge">Test mode</span>
<button type="button" id="cancel" aria-label="Close the payment page">×</button></header>
<p class="amount" data-testid="sandbox-amount">${rupees}</p>
<p class="muted">Order ${esc(view.receipt)} · no real money moves</p>
${view.error ? `<p class="error" role="alert">${esc(view.error)}</p>` : ''}
<form method="post" action="${esc(view.orderId)}?key_id=${encodeURIComponent(view.keyId)}">
<div class="methods" role="radiogroup" aria-label="Payment method">${radio('upi', 'UPI')}${radio('card', 'Card')}</div>
<fieldset><legend>Pay with</legend>${methodFields(view.method)}</fieldset>
<button class="pay" type="submit">Pay ${rupees}</button>
<p class="hint">Test inputs: UPI <code>success@razorpay</code> pays, <code>failure@razorpay</code> fails;
card <code>4111 1111 1111 1111</code> pays, <code>4000 0000 0000 0002</code> is declined (any future expiry, any CVV).</p>
</form></main>${result}<script src="../hosted-page.js"></script></body></html>`
}
