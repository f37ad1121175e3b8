// localStorage 'coupon' (§3): the offer code a vote unlocked, sent with the bag's checkout (the Shopify
// adapter passes it on as a discount code). §8: when storage cannot be used the failure is logged and
// ignored: the checkout goes on without a coupon (the server's upvote check still decides the discount).
import { COUPON_KEY } from '@haat/domain/constants/storage-keys'
import { reportUiError } from '../api/ui-logger.ts'

export function readCoupon(): string | null {
  try {
    const coupon = window.localStorage.getItem(COUPON_KEY)?.trim()
    return coupon ? coupon : null
  } catch (err) {
    reportUiError({ severity: 'warn', source: 'coupon', message: `Coupon not readable: ${String(err)}` })
    return null
  }
}

/** After a vote on a product with an offer: its code becomes the coupon (the latest vote wins). */
export function rememberCoupon(code: string | null | undefined): void {
  if (!code) return
  try {
    window.localStorage.setItem(COUPON_KEY, code)
  } catch (err) {
    reportUiError({ severity: 'warn', source: 'coupon', message: `Coupon not stored: ${String(err)}` })
  }
}

/** The server refused the stored coupon (its product's vote or offer is gone): drop it. */
export function forgetCoupon(): void {
  try {
    window.localStorage.removeItem(COUPON_KEY)
  } catch (err) {
    reportUiError({ severity: 'warn', source: 'coupon', message: `Coupon not removed: ${String(err)}` })
  }
}
