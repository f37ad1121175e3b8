// The bag's checkout with the stored coupon. A coupon the server no longer accepts (INVALID_COUPON: the
// vote or offer behind it is gone) must not block the order: it is dropped and the checkout retried
// without it, where the server's upvote check alone decides each line's discount.
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { CartLineKey } from '../../lib/api/cart.ts'
import { checkoutLines } from '../../lib/api/checkout.ts'
import { isApiRequestError, type ApiTransport } from '../../lib/api/transport.ts'
import { forgetCoupon, readCoupon } from '../../lib/storage/coupon-storage.ts'

export async function checkoutBag(api: ApiTransport, lines: readonly CartLineKey[]): Promise<string> {
  const coupon = readCoupon()
  try {
    return await checkoutLines(api, lines, coupon)
  } catch (err) {
    if (!coupon || !isApiRequestError(err) || err.code !== CHECKOUT_ERRORS.invalidCoupon) throw err
    forgetCoupon()
    return checkoutLines(api, lines, null)
  }
}
