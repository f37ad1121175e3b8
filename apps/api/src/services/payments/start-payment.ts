// POST /api/orders/{id}/payment: the shopper's address is kept on the PENDING order, stock is checked
// again, and one gateway order (amount in paise, receipt = our order number) is made for this attempt.
// The same attempt key answers the same gateway order, so a double click opens one payment.
import type { PaymentSession } from '@haat/domain/catalog/order'
import type { PaymentSessionBody } from '@haat/domain/rules/checkout-schema'
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import type { Db } from '../../db/client.ts'
import { setPendingAddress } from '../../repositories/orders.ts'
import { findAttempt, insertAttempt, type AttemptRow } from '../../repositories/payments.ts'
import { ownOrder } from '../orders/read-orders.ts'
import { viaGateway } from './gateway-errors.ts'
import { refuseUnlessPayable } from './payable-order.ts'

export const storedAddress = (address: PaymentSessionBody['address']) =>
  // An empty second line is left out rather than stored as ''.
  Object.fromEntries(Object.entries(address).filter(([, v]) => v)) as Record<string, string>

export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  shopper: { userId: string; email?: string },
  publicId: string,
  { address, attempt: attemptKey }: PaymentSessionBody,
): Promise<PaymentSession> {
  const order = await ownOrder(db, shopper.userId, publicId)
  await refuseUnlessPayable(db, order)
  await setPendingAddress(db, order.id, storedAddress(address))
  let attempt: AttemptRow | null = await findAttempt(db, order.id, attemptKey)
  if (!attempt) {
    const amount = order.total * 100
    const created = await viaGateway(
      () =>
        gateway.api.createOrder({
          amount,
          receipt: order.publicId,
          notes: { order: order.publicId, attempt: attemptKey },
        }),
      'The payment gateway is not answering; nothing was charged.',
    )
    attempt = await insertAttempt(db, { gatewayOrderId: created.id, orderId: order.id, attemptKey, amount })
  }
  return {
    gateway: gateway.name,
    keyId: gateway.keyId,
    gatewayOrderId: attempt.gatewayOrderId,
    amount: attempt.amount,
    currency: 'INR',
    checkoutScript: gateway.checkoutScript,
    name: 'Haat',
    description: `Order ${order.publicId}`,
    prefill: {
      name: address.name,
      contact: address.phone,
      ...(shopper.email ? { email: shopper.email } : {}),
    },
  }
}
