// A checkout: the store's own orders (builtin), or the router that sends lines by brand channel.
import type { ItemLine } from '@haat/domain/rules/checkout-schema'
import type { Shopper } from '../cart/shopper.ts'

export type CheckoutRequest = {
  shopper: Shopper
  lines: readonly ItemLine[]
  /** The stored coupon (spec §3 storage key `coupon`), when the shopper has one. */
  coupon: string | null
  /** The store's public origin, for links back into the store. */
  origin: string
}

export interface CheckoutAdapter {
  readonly name: 'builtin' | 'channel'
  /** orderId: the store's own order, when one was made (referrals are attributed to it). */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string; orderId?: string }>
}
