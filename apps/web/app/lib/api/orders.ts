// Order calls of the built-in checkout (issue 5 contract): the shopper's orders and paying one.
import type { Order, OrderSummary } from '@haat/domain/catalog/order'
import type { Page } from '@haat/domain/catalog/page'
import type { PayBody } from '@haat/domain/rules/checkout-schema'
import type { ApiTransport } from './transport.ts'

export const ORDERS_PAGE_SIZE = 10

export function getOrders(api: ApiTransport, page: number, size = ORDERS_PAGE_SIZE) {
  return api<Page<OrderSummary>>({ path: '/orders', query: { page, size } })
}

export function getOrder(api: ApiTransport, publicId: string): Promise<Order> {
  return api<Order>({ path: `/orders/${encodeURIComponent(publicId)}` })
}

/** Paying answers the order as it now stands (PAID, or CONFIRMED for cash on delivery). */
export function payOrder(api: ApiTransport, publicId: string, body: PayBody): Promise<Order> {
  return api<Order>({ method: 'POST', path: `/orders/${encodeURIComponent(publicId)}/pay`, body })
}
