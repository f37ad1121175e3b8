// A refund's state as the gateway reports it (its answer or a webhook, in any order): a final state
// (PROCESSED, FAILED) is never taken back by a late PENDING. A cancelled order shows its refund's state,
// and once that is PROCESSED nothing replaces it.
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queueOrderEmail } from '../../email/order-email.ts'
import { gatewayPayments, orders } from '../../db/schema.ts'
import { findPayment } from '../../repositories/payments.ts'

type State = 'PENDING' | 'PROCESSED' | 'FAILED'

export async function noteRefundState(db: Db, paymentId: string, state: State, refundId: string | null) {
  const notFinal = or(
    isNull(gatewayPayments.refundStatus),
    inArray(gatewayPayments.refundStatus, ['REQUESTED', 'ISSUING', 'PENDING']),
  )
  // A failed refund may be sent again by an operator; a processed one is final.
  const movable = state === 'PENDING' ? notFinal : or(notFinal, eq(gatewayPayments.refundStatus, 'FAILED'))
  await db
    .update(gatewayPayments)
    .set({ refundStatus: state, ...(refundId ? { refundId } : {}), updatedAt: new Date() })
    .where(and(eq(gatewayPayments.paymentId, paymentId), movable))
  const row = await findPayment(db, paymentId)
  if (row?.outcome !== 'KEPT' || !row.refundStatus) return
  const shown =
    row.refundStatus === 'PROCESSED' || row.refundStatus === 'FAILED' ? row.refundStatus : 'PENDING'
  const [order] = await db
    .update(orders)
    .set({ refundStatus: shown })
    .where(
      and(
        eq(orders.id, row.orderId),
        eq(orders.status, 'CANCELLED'),
        // The gateway's answer and its webhook race (PostgreSQL): one that read the payment before the
        // other marked it processed must not write its older state over the order's processed refund.
        // PROCESSED again still matches, so a repeated report still reaches the (keyed) email below.
        shown === 'PROCESSED'
          ? undefined
          : or(isNull(orders.refundStatus), ne(orders.refundStatus, 'PROCESSED')),
      ),
    )
    .returning({ id: orders.id })
  // "Your refund is on its way", once per order (the queue keys it), when the gateway says it is done.
  if (order && shown === 'PROCESSED') await queueOrderEmail(db, order.id, 'refunded')
}
