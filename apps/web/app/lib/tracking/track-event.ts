// One small way to report shopper events (§7 client events AddToCart, AddToWishlist, buy_now_click).
// The sending code loads on the first event, never with the page; never awaited, failures ignored (§8).
import type { TrackedEvent } from './send-event.ts'

export type { TrackedEventName, TrackedLine } from './send-event.ts'

export function trackEvent(...event: TrackedEvent): void {
  if (typeof window === 'undefined') return
  import('./send-event.ts').then((m) => m.sendEvent(...event)).catch(() => {})
}
