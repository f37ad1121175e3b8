// Sends a shopper event (track-event.ts loads this on the first one): Meta's pixel when the store runs
// it, and always POST /api/fb-events, which stores the event and forwards it to the Conversions API when
// configured. Failures are ignored (§8).
import { CURRENCY } from '@haat/domain/constants/timings'
import { fetchTransport } from '../api/fetch-transport.ts'
import { postFbEvent } from '../api/tracking.ts'
import { FBC_COOKIE, FBP_COOKIE, readCookie } from './click-id.ts'

export type TrackedEventName = 'AddToCart' | 'AddToWishlist' | 'buy_now_click'
/** item_price: the unit price when known (an upvote knows only the product). */
export type TrackedLine = { id: number; quantity: number; item_price?: number }

type Pixel = (command: 'track' | 'trackCustom', name: string, data: object) => void

type EventData = { lines: readonly TrackedLine[]; cartTotal?: number; email?: string | null }
export type TrackedEvent = [eventName: TrackedEventName, data: EventData]

export function sendEvent(...[eventName, { lines, cartTotal, email }]: TrackedEvent): void {
  const contents = lines.map(({ id, quantity, item_price }) => ({ id, quantity, item_price }))
  const priced = contents.every((l) => l.item_price !== undefined)
  const value =
    cartTotal ?? (priced ? contents.reduce((n, l) => n + l.quantity * (l.item_price ?? 0), 0) : undefined)
  try {
    const fbq = (window as { fbq?: Pixel }).fbq
    const standard = eventName !== 'buy_now_click'
    fbq?.(standard ? 'track' : 'trackCustom', eventName, { contents, currency: CURRENCY, value })
  } catch {
    // a third-party script's failure is not the shopper's problem
  }
  postFbEvent(fetchTransport, {
    eventName,
    eventUrl: window.location.href,
    userAgent: window.navigator.userAgent,
    ...(email ? { email } : {}),
    fbp: readCookie(FBP_COOKIE),
    fbc: readCookie(FBC_COOKIE),
    content_ids: [...new Set(contents.map((c) => c.id))],
    content_type: 'product',
    contents,
    currency: CURRENCY,
    cart_total: value,
  }).catch(() => {})
}
