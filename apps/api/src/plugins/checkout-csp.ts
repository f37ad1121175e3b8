// What the store's pages must let the payment gateway's Checkout do, and nothing more (decision 0605).
// Razorpay Standard Checkout: its script from checkout.razorpay.com (which loads its risk-detection
// bundle from cdn.razorpay.com), its modal framed from api.razorpay.com, its telemetry sent to
// lumberjack(-metrics).razorpay.com — the hosts Razorpay's own Magento module allows. The sandbox
// gateway is served by the store itself: 'self' only.
import { paymentGatewayOf, type Env } from '../config/env.ts'

export type CheckoutCsp = {
  /** Added to script-src (besides 'self' and the request's nonce). */
  script: string[]
  /** The whole of frame-src. */
  frame: string[]
  /** Added to connect-src (besides 'self'). */
  connect: string[]
}

const RAZORPAY_API = 'https://api.razorpay.com'

export function checkoutCsp(
  env: Pick<Env, 'PAYMENT_GATEWAY' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_CHECKOUT_SCRIPT'>,
): CheckoutCsp {
  if (paymentGatewayOf(env) !== 'razorpay') return { script: [], frame: ["'self'"], connect: [] }
  return {
    script: [new URL(env.RAZORPAY_CHECKOUT_SCRIPT).origin, 'https://cdn.razorpay.com'],
    frame: [RAZORPAY_API],
    connect: [RAZORPAY_API, 'https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  }
}
