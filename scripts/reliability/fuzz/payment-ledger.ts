// After the payment fuzz has settled (webhooks sent, reconciliation run): the gateway's money against the
// store's orders. Money kept by the gateway = captured payments not refunded. A PAID order keeps exactly
// one, for its total; any other order keeps none. More than one kept: double-paid. Kept for an order that
// is not PAID, or for no order of the store: a charge lost. PAID with none kept: paid without money.
import { eq } from 'drizzle-orm'
import type { Db } from '../../../apps/api/src/db/client.ts'
import { orders, paymentAttempts } from '../../../apps/api/src/db/schema.ts'
import type { Entity } from '../../../apps/api/src/sandbox-gateway/protocol/entity-store.ts'

export type Ledger = {
  orders: number
  paid: number
  cancelled: number
  capturedPayments: number
  refundedPayments: number
  doublePaid: string[]
  chargesLost: string[]
  paidWithoutMoney: string[]
}

const kept = (p: Entity) =>
  (p.status === 'captured' || p.status === 'refunded') && Number(p.amount_refunded) < Number(p.amount)

export async function paymentLedger(db: Db, gatewayEntities: Entity[]): Promise<Ledger> {
  const rows = await db
    .select({
      publicId: orders.publicId,
      status: orders.status,
      total: orders.total,
      gatewayOrderId: paymentAttempts.gatewayOrderId,
    })
    .from(orders)
    .leftJoin(paymentAttempts, eq(paymentAttempts.orderId, orders.id))
  const ourOrder = new Map(rows.filter((r) => r.gatewayOrderId).map((r) => [r.gatewayOrderId!, r]))
  const payments = gatewayEntities.filter((e) => e.entity === 'payment')
  const keptBy = new Map<string, Entity[]>()
  const ledger: Ledger = {
    orders: new Set(rows.map((r) => r.publicId)).size,
    paid: new Set(rows.filter((r) => r.status === 'PAID').map((r) => r.publicId)).size,
    cancelled: new Set(rows.filter((r) => r.status === 'CANCELLED').map((r) => r.publicId)).size,
    capturedPayments: payments.filter((p) => p.status === 'captured' || p.status === 'refunded').length,
    refundedPayments: payments.filter((p) => Number(p.amount_refunded) > 0).length,
    doublePaid: [],
    chargesLost: [],
    paidWithoutMoney: [],
  }
  for (const p of payments.filter(kept)) {
    const order = ourOrder.get(String(p.order_id))
    if (!order) {
      ledger.chargesLost.push(`${p.id} (no order of the store)`)
      continue
    }
    keptBy.set(order.publicId, [...(keptBy.get(order.publicId) ?? []), p])
  }
  for (const order of new Map(rows.map((r) => [r.publicId, r])).values()) {
    const money = keptBy.get(order.publicId) ?? []
    if (order.status === 'PAID') {
      if (money.length > 1) ledger.doublePaid.push(order.publicId)
      if (!money.some((p) => Number(p.amount) === order.total * 100))
        ledger.paidWithoutMoney.push(order.publicId)
    } else if (money.length > 0) ledger.chargesLost.push(`${order.publicId} (${order.status})`)
  }
  return ledger
}
