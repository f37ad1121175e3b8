// The reconciliation run (every PAYMENT_RECONCILE_MS, on each instance; every step is conditional, so
// instances running it at once agree): PENDING orders' attempts are asked for their payments (a UPI
// payment whose webhook never came completes its order), orders past their time then expire, and
// refunds not yet sent are sent.
import type { FastifyBaseLogger } from 'fastify'
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import type { Db } from '../../db/client.ts'
import { moveOrder, pendingOrders, type OrderRow } from '../../repositories/orders.ts'
import { attemptsOfOrders, refundsToSend } from '../../repositories/payments.ts'
import { sendRefund } from './send-refund.ts'
import { settlePayment } from './settle-payment.ts'

export type ReconcileDeps = { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger }
export type ReconcileReport = { ordersChecked: number; paid: number; expired: number; refundsSent: number }

async function settleAttempts(deps: ReconcileDeps, orders: OrderRow[], report: ReconcileReport) {
  for (const attempt of await attemptsOfOrders(
    deps.db,
    orders.map((o) => o.id),
  )) {
    for (const payment of await deps.gateway.api.orderPayments(attempt.gatewayOrderId)) {
      if (payment.status !== 'captured' && payment.status !== 'authorized') continue
      if ((await settlePayment(deps, payment)).kind === 'paid') report.paid++
    }
  }
}

export async function reconcilePayments(deps: ReconcileDeps, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { ordersChecked: 0, paid: 0, expired: 0, refundsSent: 0 }
  const pending = await pendingOrders(deps.db, { limit: 200 })
  report.ordersChecked = pending.length
  await settleAttempts(deps, pending, report)
  for (const order of await pendingOrders(deps.db, { due: now, limit: 200 })) {
    if (await moveOrder(deps.db, order.id, ['PENDING'], { status: 'EXPIRED' })) report.expired++
  }
  const stale = new Date(now.getTime() - 5 * 60_000)
  for (const row of await refundsToSend(deps.db, stale)) {
    const sent = await sendRefund(deps, row.paymentId, row.refundStatus).then(
      () => true,
      () => false,
    )
    if (sent) report.refundsSent++
  }
  return report
}
