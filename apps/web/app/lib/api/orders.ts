// Order calls of the built-in checkout: the shopper's orders, paying one (cash on delivery, or online
// through the gateway's Checkout) and cancelling one.
import type { Order, OrderSummary, PaymentSession } from '@haat/domain/catalog/order'
import type { Page } from '@haat/domain/catalog/page'
import type { PayBody, PaymentSessionBody, PaymentVerifyBody } from '@haat/domain/rules/checkout-schema'
import type { ApiTransport } from './transport.ts'

export const ORDERS_PAGE_SIZE = 10

export function getOrders(api: ApiTransport, page: number, size = ORDERS_PAGE_SIZE) {
  return api<Page<OrderSummary>>({ path: '/orders', query: { page, size } })
}

export function getOrder(api: ApiTransport, publicId: string): Promise<Order> {
  return api<Order>({ path: `/orders/${encodeURIComponent(publicId)}` })
}

/** Cash on delivery: answers the order as it now stands (CONFIRMED). */
export function payOrder(api: ApiTransport, publicId: string, body: PayBody): Promise<Order> {
  return api<Order>({ method: 'POST', path: `/orders/${encodeURIComponent(publicId)}/pay`, body })
}

/** Starts an online payment: the options the gateway's Checkout opens with. */
export function startPayment(api: ApiTransport, publicId: string, body: PaymentSessionBody) {
  return api<PaymentSession>({
    method: 'POST',
    path: `/orders/${encodeURIComponent(publicId)}/payment`,
    body,
  })
}

/** Checkout's handler result → the PAID order (the server checks it with the gateway). */
export function verifyPayment(api: ApiTransport, publicId: string, body: PaymentVerifyBody) {
  return api<Order>({ method: 'POST', path: `/orders/${encodeURIComponent(publicId)}/payment/verify`, body })
}

export function cancelOrder(api: ApiTransport, publicId: string) {
  return api<Order>({ method: 'POST', path: `/orders/${encodeURIComponent(publicId)}/cancel` })
}
