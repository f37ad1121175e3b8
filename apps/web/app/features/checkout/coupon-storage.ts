// localStorage 'coupon' (§3): the offer code sent with the bag's checkout. §8: when storage cannot be
// read the failure is logged and the checkout goes on without a coupon (the server's upvote check still
// decides the discount).
import { COUPON_KEY } from '@haat/domain/constants/storage-keys'
import { reportUiError } from '../../lib/api/ui-logger.ts'

export function readCoupon(): string | null {
  try {
    const coupon = window.localStorage.getItem(COUPON_KEY)?.trim()
    return coupon ? coupon : null
  } catch (err) {
    reportUiError({ severity: 'warn', source: 'coupon', message: `Coupon not readable: ${String(err)}` })
    return null
  }
}
