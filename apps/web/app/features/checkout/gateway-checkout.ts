// Opens the gateway's Checkout (Razorpay's checkout.js, or the sandbox gateway's stand-in with the same
// API) for one payment session: resolves with the handler's signed result, rejects when the shopper
// closes it. Failed tries inside the window are reported as they happen; the window stays open for another.
import type { PaymentSession } from '@haat/domain/catalog/order'
import type { PaymentVerifyBody } from '@haat/domain/rules/checkout-schema'

type RazorpayOptions = {
  key: string
  order_id: string
  amount: number
  currency: string
  name: string
  description: string
  prefill: PaymentSession['prefill']
  theme: { color: string }
  handler: (result: PaymentVerifyBody) => void
  modal: { ondismiss: () => void }
}
type RazorpayCheckout = {
  open(): void
  on(event: 'payment.failed', fn: (e: { error: { description?: string } }) => void): void
}
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout
  }
}

export class CheckoutDismissed extends Error {
  override readonly name = 'CheckoutDismissed'
}

const loaded = new Map<string, Promise<void>>()

function loadScript(src: string): Promise<void> {
  // One gateway per store: a Checkout already on the page (an earlier attempt) is the one to use.
  if (window.Razorpay) return Promise.resolve()
  const known = loaded.get(src)
  if (known) return known
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loaded.delete(src)
      reject(new Error('The payment window could not be loaded. Check your connection and try again.'))
    }
    document.head.appendChild(script)
  })
  loaded.set(src, loading)
  return loading
}

export async function openGatewayCheckout(
  session: PaymentSession,
  onFailedTry: (message: string) => void,
): Promise<PaymentVerifyBody> {
  await loadScript(session.checkoutScript)
  const Razorpay = window.Razorpay
  if (!Razorpay) throw new Error('The payment window could not be loaded. Please try again.')
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key: session.keyId,
      order_id: session.gatewayOrderId,
      amount: session.amount,
      currency: session.currency,
      name: session.name,
      description: session.description,
      prefill: session.prefill,
      theme: { color: '#b45309' },
      handler: resolve,
      modal: { ondismiss: () => reject(new CheckoutDismissed('Payment not completed. You can try again.')) },
    })
    checkout.on('payment.failed', (e) =>
      onFailedTry(
        e.error.description ?? 'The payment did not go through. Try again or choose another way to pay.',
      ),
    )
    checkout.open()
  })
}
