// Checkout calls of spec §7: Buy Now for one line and the bag's multi-line checkout, both answering the
// URL to continue at (the store's own /checkout page or the configured platform's checkout).
import type { ApiTransport } from './transport.ts'
import { lineKeys, type CartLineKey } from './cart.ts'

type CheckoutAnswer = { checkoutUrl: string }

export async function checkoutLines(
  api: ApiTransport,
  lines: readonly CartLineKey[],
  coupon: string | null,
): Promise<string> {
  const answer = await api<CheckoutAnswer>({
    method: 'POST',
    path: '/product/shopify/cart/multi',
    query: { coupon },
    body: lineKeys(lines),
  })
  return answer.checkoutUrl
}

export async function buyNowLine(api: ApiTransport, line: CartLineKey): Promise<string> {
  const answer = await api<CheckoutAnswer>({
    method: 'POST',
    path: `/product/${line.productId}/shopify/cart`,
    query: { variantId: line.variantId, quantity: line.quantity },
  })
  return answer.checkoutUrl
}
