// The sandbox's stand-in for Razorpay's checkout.js: `new Razorpay(options).open()` lays the sandbox's
// hosted payment page over the store's page in a frame; `handler` gets the signed result, `on('payment
// .failed')` each failed try (the page stays open for another), `modal.ondismiss` a close. Served as a
// file so the store's Content-Security-Policy needs no inline script.
export const SANDBOX_CHECKOUT_JS = String.raw`(function () {
  var script = document.currentScript
  var base = script ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '/sandbox-gateway'
  var origin = new URL(base, location.href).origin
  function Razorpay(options) {
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required')
    this.options = options
    this.listeners = {}
  }
  Razorpay.prototype.on = function (name, fn) { this.listeners[name] = fn }
  Razorpay.prototype.open = function () {
    var self = this, o = this.options
    var overlay = document.createElement('div')
    overlay.setAttribute('data-testid', 'sandbox-gateway')
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
      'justify-content:center;background:rgba(20,16,12,.55)'
    var frame = document.createElement('iframe')
    frame.title = 'Sandbox payment page'
    frame.src = base + '/pay/' + encodeURIComponent(o.order_id) + '?key_id=' + encodeURIComponent(o.key)
    frame.style.cssText = 'width:min(440px,100vw);height:min(680px,100dvh);border:0;border-radius:16px;' +
      'background:#fff;box-shadow:0 20px 60px rgba(0,0,0,.35)'
    overlay.appendChild(frame)
    document.body.appendChild(overlay)
    function close() { window.removeEventListener('message', onMessage); overlay.remove() }
    function onMessage(e) {
      if (e.origin !== origin || e.source !== frame.contentWindow || !e.data || e.data.source !== 'sandbox-gateway') return
      if (e.data.type === 'success') { close(); if (o.handler) o.handler(e.data.response) }
      else if (e.data.type === 'failed') { if (self.listeners['payment.failed']) self.listeners['payment.failed']({ error: e.data.error }) }
      else if (e.data.type === 'dismiss') { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss() }
    }
    window.addEventListener('message', onMessage)
  }
  window.Razorpay = Razorpay
})()
`

/** The hosted page's own script: sends a result to the store's page, and Cancel closes the modal. */
export const HOSTED_PAGE_JS = String.raw`(function () {
  function send(message) { message.source = 'sandbox-gateway'; parent.postMessage(message, location.origin) }
  var result = document.getElementById('gateway-result')
  if (result) send(JSON.parse(result.textContent))
  var cancel = document.getElementById('cancel')
  if (cancel) cancel.addEventListener('click', function () { send({ type: 'dismiss' }) })
  document.querySelectorAll('input[name=method]').forEach(function (radio) {
    radio.addEventListener('change', function () {
      document.querySelectorAll('[data-method]').forEach(function (part) {
        part.hidden = part.getAttribute('data-method') !== radio.value
      })
    })
  })
})()
`
