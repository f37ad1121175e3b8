// Razorpay's two signatures (razorpay.com/docs: payment signature verification, webhook validation):
// the Checkout handler's is HMAC-SHA256(order_id + "|" + payment_id) with the key secret; a webhook's is
// HMAC-SHA256 of the raw body with the webhook secret. Both hex, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex')

function sameHex(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'))
}

export const paymentSignature = (keySecret: string, gatewayOrderId: string, paymentId: string) =>
  hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`)

export function paymentSignatureValid(
  keySecret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(paymentSignature(keySecret, gatewayOrderId, paymentId), signature)
}

export function webhookSignatureValid(webhookSecret: string, rawBody: string, signature: string | undefined) {
  return sameHex(hmacHex(webhookSecret, rawBody), signature)
}
