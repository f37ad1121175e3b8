// Sends one refund to the gateway, once: the payment's row is claimed (REQUESTED → ISSUING) so that of
// several instances or requests only one calls the gateway; the gateway's answer (or its webhook, if
// that comes first) sets the refund's state. A failed call goes back to REQUESTED for the next run.
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { GatewayRejectedError } from '../../adapters/payments/razorpay-entities.ts'
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import type { Db } from '../../db/client.ts'
import { gatewayPayments } from '../../db/schema.ts'
import { findOrderById } from '../../repositories/orders.ts'
import { updatePayment, type GatewayPaymentRow } from '../../repositories/payments.ts'
import { noteRefundState } from './refund-state.ts'

export type RefundDeps = { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger }

const STATES = { pending: 'PENDING', processed: 'PROCESSED', failed: 'FAILED' } as const

export async function sendRefund(
  deps: RefundDeps,
  paymentId: string,
  from: GatewayPaymentRow['refundStatus'] = 'REQUESTED',
) {
  const claimed = await updatePayment(
    deps.db,
    paymentId,
    { refundStatus: 'ISSUING' },
    eq(gatewayPayments.refundStatus, from!),
  )
  if (!claimed) return
  const order = await findOrderById(deps.db, claimed.orderId)
  try {
    const refund = await deps.gateway.api.refund(
      paymentId,
      claimed.amount,
      `${order?.publicId ?? ''} refund`.trim(),
    )
    await noteRefundState(deps.db, paymentId, STATES[refund.status] ?? 'PENDING', refund.id)
  } catch (err) {
    if (err instanceof GatewayRejectedError && /fully refunded already/i.test(err.message)) {
      await noteRefundState(deps.db, paymentId, 'PROCESSED', null)
      return
    }
    await updatePayment(
      deps.db,
      paymentId,
      { refundStatus: 'REQUESTED' },
      eq(gatewayPayments.refundStatus, 'ISSUING'),
    )
    deps.log.warn(
      { payment: paymentId, err: (err as Error).message },
      'refund not sent; it will be tried again',
    )
    throw err
  }
}
