// The GST tax invoice of one of the shopper's orders (issue 17 §2, decision 0783): issued once the order
// is paid or confirmed (cash on delivery), with each line's HSN code and GST rate from the product's
// declarations (the store's default rate where a product declares none).
import type { OrderAddress } from '@haat/domain/catalog/order'
import { gstinState } from '@haat/domain/gst/gstin'
import { buildTaxInvoice, type TaxInvoice } from '@haat/domain/gst/tax-invoice'
import type { Env } from '../../config/env.ts'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { findOrderItems } from '../../repositories/orders.ts'
import { findDeclarations } from '../../repositories/product-declarations.ts'
import { ownOrder } from './read-orders.ts'

const INVOICED = new Set(['PAID', 'CONFIRMED', 'SHIPPED', 'DELIVERED'])

type SellerEnv = Pick<Env, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_GSTIN' | 'INVOICE_DEFAULT_GST_RATE'>

export async function orderInvoice(
  db: Db,
  env: SellerEnv,
  userId: string,
  publicId: string,
): Promise<{ invoice: TaxInvoice; orderId: string; buyer: OrderAddress }> {
  const order = await ownOrder(db, userId, publicId)
  if (!INVOICED.has(order.status) || !order.address) {
    throw new HttpError(
      409,
      'INVOICE_NOT_ISSUED',
      `Order '${order.publicId}' has no tax invoice: one is issued once the order is paid or confirmed`,
    )
  }
  const items = await findOrderItems(db, [order.id])
  const declarations = await findDeclarations(
    db,
    items.map((i) => i.productId),
  )
  const buyer = order.address as OrderAddress
  const invoice = buildTaxInvoice({
    orderSerial: order.id,
    suppliedAt: order.paidAt ?? order.createdAt,
    seller: {
      name: env.SELLER_NAME,
      address: env.SELLER_ADDRESS,
      gstin: env.SELLER_GSTIN,
      state: gstinState(env.SELLER_GSTIN)!, // checked at start-up
    },
    deliveryState: buyer.state,
    items: items.map((i) => {
      const d = declarations.get(i.productId)
      return {
        title: i.title,
        options: i.options,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        unitDiscount: i.unitDiscount,
        hsnCode: d?.hsnCode ?? null,
        ratePercent: d?.gstRatePercent ?? env.INVOICE_DEFAULT_GST_RATE,
      }
    }),
  })
  return { invoice, orderId: order.publicId, buyer }
}
