// §4: quantity changes reach the server after a 1 s pause (several quick steps, one call); a line added
// or removed goes at once, so the server bag never misses a whole line if the shopper leaves.
import { CART_SYNC_DEBOUNCE_MS } from '@haat/domain/constants/timings'
import type { CartItem } from '@haat/domain/rules/cart'

const key = (i: Pick<CartItem, 'productId' | 'variantId'>) => `${i.productId}:${i.variantId}`

/** null: nothing the server stores changed; 0: send now; otherwise the debounce in ms. */
export function syncDelay(prev: readonly CartItem[], next: readonly CartItem[]): number | null {
  if (prev === next) return null
  const before = new Map(prev.map((i) => [key(i), i.quantity]))
  if (before.size !== next.length || next.some((i) => !before.has(key(i)))) return 0
  return next.some((i) => before.get(key(i)) !== i.quantity) ? CART_SYNC_DEBOUNCE_MS : null
}
