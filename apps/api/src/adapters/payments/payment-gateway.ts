// The gateway the store takes online payments through: Razorpay, or the sandbox gateway that speaks the
// same protocol (its REST calls reached in-process). Both give the browser Razorpay Checkout's options.
import type { RazorpayApi } from './razorpay-client.ts'

export type PaymentGateway = {
  readonly name: 'razorpay' | 'sandbox'
  readonly api: RazorpayApi
  /** Public: the browser's Checkout gets it. */
  readonly keyId: string
  /** Signs the Checkout handler's result; never leaves the server. */
  readonly keySecret: string
  /** Signs webhooks; never leaves the server. */
  readonly webhookSecret: string
  /** The Checkout script the browser loads (Razorpay's, or the sandbox's own). */
  readonly checkoutScript: string
}
