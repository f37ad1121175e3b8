// POST /api/orders/{id}/payment/verify: what Razorpay Checkout's handler got. The gateway order must be
// one of this order's attempts, the signature HMAC-SHA256(order_id|payment_id) with the key secret
// (constant-time), and the payment as the gateway reports it must belong to that gateway order and be
// captured for the order's amount before the order is PAID (settle-payment.ts).
import type { FastifyBaseLogger } from 'fastify'
import type { Order } from '@haat/domain/catalog/order'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { PaymentVerifyBody } from '@haat/domain/rules/checkout-schema'
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import { paymentSignatureValid } from '../../adapters/payments/razorpay-signature.ts'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { findOrderItems } from '../../repositories/orders.ts'
import { findAttemptByGatewayOrder } from '../../repositories/payments.ts'
import { toOrder } from '../orders/order-view.ts'
import { ownOrder } from '../orders/read-orders.ts'
import { viaGateway } from './gateway-errors.ts'
import { orderExpired } from './payable-order.ts'
import { settlePayment } from './settle-payment.ts'

const notThisOrder = (publicId: string) =>
  new HttpError(
    422,
    CHECKOUT_ERRORS.paymentNotForOrder,
    `This payment is not a payment of order '${publicId}'`,
  )

export async function verifyPayment(
  deps: { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger },
  userId: string,
  publicId: string,
  body: PaymentVerifyBody,
): Promise<Order> {
  const { db, gateway } = deps
  const order = await ownOrder(db, userId, publicId)
  const attempt = await findAttemptByGatewayOrder(db, body.razorpay_order_id)
  if (!attempt || attempt.orderId !== order.id) throw notThisOrder(publicId)
  if (
    !paymentSignatureValid(
      gateway.keySecret,
      body.razorpay_order_id,
      body.razorpay_payment_id,
      body.razorpay_signature,
    )
  )
    throw new HttpError(
      400,
      CHECKOUT_ERRORS.paymentSignatureInvalid,
      'The payment signature does not match this payment',
    )
  const unavailable =
    'Your payment could not be confirmed with the gateway yet; if you were charged it will complete on its own.'
  const payment = await viaGateway(() => gateway.api.fetchPayment(body.razorpay_payment_id), unavailable)
  if (payment.order_id !== attempt.gatewayOrderId) throw notThisOrder(publicId)
  const settled = await viaGateway(() => settlePayment(deps, payment), unavailable)
  if (settled.kind === 'not-captured') {
    const why = payment.error_description ?? `the payment is ${payment.status}`
    throw new HttpError(402, CHECKOUT_ERRORS.paymentNotCaptured, `Payment not completed: ${why}`)
  }
  if (settled.kind === 'refunding') {
    if (settled.why === 'amount')
      throw new HttpError(
        422,
        CHECKOUT_ERRORS.paymentAmountMismatch,
        'The payment amount differs from the order total; it is being refunded',
      )
    if (settled.why === 'already-paid')
      throw new HttpError(
        409,
        CHECKOUT_ERRORS.orderAlreadyPaid,
        `Order '${publicId}' has already been paid; this second payment is being refunded`,
      )
    if (settled.order.status === 'EXPIRED') throw orderExpired(publicId)
    throw new HttpError(
      409,
      CHECKOUT_ERRORS.orderCancelled,
      `Order '${publicId}' can no longer be paid; this payment is being refunded`,
    )
  }
  if (settled.kind !== 'paid') throw notThisOrder(publicId)
  return toOrder(settled.order, await findOrderItems(db, [settled.order.id]))
}
