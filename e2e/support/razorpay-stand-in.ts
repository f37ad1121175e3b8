// Razorpay Checkout in the browser, without leaving this machine: route interception answers
// https://checkout.razorpay.com/v1/checkout.js with a stand-in that keeps checkout.js's API
// (`new Razorpay(options)`, `.on('payment.failed')`, `.open()`, `handler`, `modal.ondismiss`) and, like
// Razorpay's, frames its payment screen from https://api.razorpay.com. That screen's Pay / Fail buttons
// go (as Razorpay's own screens do) to api.razorpay.com, answered here by the contract fake's checkout
// endpoint, which makes the payment, signs the handler's result and sends the webhooks. Close dismisses.
// The store's page only ever sees the origins its CSP must allow (decision 0605).
import type { Page } from '@playwright/test'
import type { FakeRazorpay } from '../../apps/api/test/support/fakes/razorpay.ts'

const CHECKOUT_JS = String.raw`(function () {
  var API = 'https://api.razorpay.com'
  function Razorpay(options) {
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required')
    this.options = options
    this.listeners = {}
  }
  Razorpay.prototype.on = function (name, fn) { this.listeners[name] = fn }
  Razorpay.prototype.open = function () {
    var self = this, o = this.options
    var overlay = document.createElement('div')
    overlay.className = 'razorpay-container'
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
      'justify-content:center;background:rgba(0,0,0,.6)'
    var frame = document.createElement('iframe')
    frame.title = 'Razorpay Checkout'
    frame.src = API + '/v1/checkout/public?' + new URLSearchParams({
      key_id: o.key, order_id: o.order_id, amount: String(o.amount), currency: o.currency || 'INR',
      name: o.name || '', description: o.description || '', origin: location.origin,
    })
    frame.style.cssText = 'width:min(400px,100vw);height:min(600px,100dvh);border:0;background:#fff'
    overlay.appendChild(frame)
    document.body.appendChild(overlay)
    function close() { window.removeEventListener('message', onMessage); overlay.remove() }
    function onMessage(e) {
      if (e.origin !== API || e.source !== frame.contentWindow || !e.data) return
      if (e.data.type === 'success') { close(); o.handler(e.data.response) }
      else if (e.data.type === 'failed') { if (self.listeners['payment.failed']) self.listeners['payment.failed']({ error: e.data.error }) }
      else if (e.data.type === 'dismiss') { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss() }
    }
    window.addEventListener('message', onMessage)
  }
  window.Razorpay = Razorpay
})()
`

const SCREEN_JS = String.raw`
  var q = new URLSearchParams(location.search)
  function send(message) { parent.postMessage(message, q.get('origin')) }
  document.getElementById('amount').textContent = '₹' + (Number(q.get('amount')) / 100).toLocaleString('en-IN')
  document.getElementById('what').textContent = q.get('name') + ' · ' + q.get('description')
  async function pay(outcome) {
    var res = await fetch('/_checkout/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: q.get('key_id'), order_id: q.get('order_id'), outcome: outcome, method: 'upi' }),
    })
    var body = await res.json()
    if (body.razorpay_signature) return send({ type: 'success', response: body })
    document.getElementById('error').textContent = body.error.description
    send({ type: 'failed', error: body.error })
  }
  document.getElementById('pay').onclick = function () { pay('success') }
  document.getElementById('fail').onclick = function () { pay('failure') }
  document.getElementById('close').onclick = function () { send({ type: 'dismiss' }) }
`

const SCREEN_HTML = `<!doctype html><meta charset="utf-8"><title>Razorpay Checkout (stand-in)</title>
<body style="font:16px system-ui;margin:0;padding:20px">
<button id="close" aria-label="Close" style="float:right">×</button>
<h1 style="font-size:18px">Razorpay (stand-in)</h1><p id="what"></p><p id="amount" data-testid="razorpay-amount"></p>
<p id="error" role="alert"></p>
<button id="pay">Pay with UPI</button> <button id="fail">Fail this payment</button>
<script>${SCREEN_JS}</script>`

/** Answers Razorpay's hosts for this page; any other call to them is recorded in `unexpected`. */
export async function standInRazorpayCheckout(page: Page, fake: FakeRazorpay) {
  const unexpected: string[] = []
  await page.route('https://checkout.razorpay.com/**', (route) => {
    if (new URL(route.request().url()).pathname !== '/v1/checkout.js') {
      unexpected.push(route.request().url())
      return route.fulfill({ status: 404 })
    }
    return route.fulfill({ contentType: 'application/javascript', body: CHECKOUT_JS })
  })
  await page.route('https://api.razorpay.com/**', async (route) => {
    const req = route.request()
    const path = new URL(req.url()).pathname
    if (path === '/v1/checkout/public' && req.method() === 'GET')
      return route.fulfill({ contentType: 'text/html', body: SCREEN_HTML })
    if (path === '/_checkout/pay' && req.method() === 'POST') {
      const res = await fetch(`${fake.origin}/_checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: req.postData() ?? '',
      })
      return route.fulfill({ status: res.status, contentType: 'application/json', body: await res.text() })
    }
    unexpected.push(`${req.method()} ${req.url()}`)
    return route.fulfill({ status: 404 })
  })
  return { unexpected }
}
