// Orders as CSV, one row per order line, spreadsheet-safe (names and addresses are shopper-typed).
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderItems, orders } from '../../db/schema.ts'
import { spreadsheetSafeCsv } from './spreadsheet-safe.ts'

const HEADER = [
  'Order',
  'Placed at',
  'Status',
  'Payment',
  'Coupon',
  'Subtotal',
  'Discount',
  'Total',
  'Product',
  'Title',
  'Options',
  'Quantity',
  'Unit price',
  'Unit discount',
  'Name',
  'Phone',
  'City',
  'Pincode',
]

export async function exportOrdersCsv(db: Db): Promise<string> {
  const rows = await db
    .select({ order: orders, item: orderItems })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .orderBy(asc(orders.id), asc(orderItems.variantId))
  return spreadsheetSafeCsv(
    HEADER,
    rows.map(({ order: o, item: i }) => {
      const a = o.address ?? {}
      return [
        o.publicId,
        o.createdAt.toISOString(),
        o.status,
        o.paymentMethod,
        o.coupon,
        o.subtotal,
        o.discount,
        o.total,
        i.slug,
        i.title,
        i.options.map((x) => `${x.name}: ${x.value}`).join(' / '),
        i.quantity,
        i.unitPrice,
        i.unitDiscount,
        a.name,
        a.phone,
        a.city,
        a.pincode,
      ]
    }),
  )
}
