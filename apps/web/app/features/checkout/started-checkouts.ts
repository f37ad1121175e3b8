// Shopify checkouts started from the bag (decision 0622). When a platform part's checkout starts, its
// lines leave the bag (they are in the Shopify cart now: checking them out again could charge twice)
// and are remembered here, so the bag can offer to go back to that checkout or put them back. Kept as
// long as Shopify's upvote codes are valid (48 h); storage failures are ignored (§8).
import type { CartItem } from '@haat/domain/rules/cart'

export type StartedCheckout = {
  checkoutUrl: string
  brands: string[]
  items: CartItem[]
  startedAt: number
}

const KEY = 'haat.startedCheckouts'
const KEEP_MS = 48 * 3_600_000

export function readStartedCheckouts(now = Date.now()): StartedCheckout[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as StartedCheckout[]
    return Array.isArray(list)
      ? list.filter((s) => now - s.startedAt < KEEP_MS && Array.isArray(s.items))
      : []
  } catch {
    return []
  }
}

function write(list: StartedCheckout[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list))
  } catch {
    // storage refused: the lines simply are not offered back
  }
}

export function rememberStartedCheckout(started: StartedCheckout): void {
  write([started, ...readStartedCheckouts().filter((s) => s.checkoutUrl !== started.checkoutUrl)])
}

export function forgetStartedCheckout(checkoutUrl: string): void {
  write(readStartedCheckouts().filter((s) => s.checkoutUrl !== checkoutUrl))
}
