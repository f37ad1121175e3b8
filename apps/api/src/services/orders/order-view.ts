// Stored orders → the Order and OrderSummary answers of the orders calls.
import type { Order, OrderSummary } from '@haat/domain/catalog/order'
import type { OrderItemRow, OrderRow } from '../../repositories/orders.ts'

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

export function toOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    publicId: row.publicId,
    status: row.status,
    items: items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      title: i.title,
      slug: i.slug,
      image: i.image,
      options: i.options,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      unitDiscount: i.unitDiscount,
      lineTotal: (i.unitPrice - i.unitDiscount) * i.quantity,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    coupon: row.coupon,
    paymentMethod: row.paymentMethod,
    cardLast4: row.cardLast4,
    address: (row.address as Order['address']) ?? null,
    createdAt: iso(row.createdAt)!,
    paidAt: iso(row.paidAt),
    expiresAt: row.status === 'PENDING' ? iso(row.expiresAt) : null,
    cancelledAt: iso(row.cancelledAt),
    refundStatus: row.refundStatus,
    tracking: row.tracking ?? null,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
  }
}

export function toOrderSummary(row: OrderRow, items: readonly OrderItemRow[]): OrderSummary {
  return {
    publicId: row.publicId,
    status: row.status,
    total: row.total,
    paymentMethod: row.paymentMethod,
    createdAt: iso(row.createdAt)!,
    paidAt: iso(row.paidAt),
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    title: items[0]?.title ?? '',
    image: items[0]?.image ?? null,
  }
}
