// trackEvent (§7 client events): POST /api/fb-events with the spec's fields, Meta's pixel when present,
// never throwing and never awaited; AddToWishlist from an upvote cast in this tab.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { trackEvent } from '../../app/features/tracking/track-event.ts'

let posted: { url: string; body: Record<string, unknown> }[] = []
beforeEach(() => {
  posted = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      // The failed call's own log (the transport's interceptor) is not a tracked event.
      if (url !== '/api/ui-logger')
        posted.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> })
      return Response.json({ success: true })
    }),
  )
  document.cookie = '_fbc=fb.1.1700000000000.AbC'
  document.cookie = '_fbp=fb.1.1700000000000.42'
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete (window as { fbq?: unknown }).fbq
})

it('AddToCart posts the §7 fields: ids, contents, INR, cart total, email and Meta cookies', async () => {
  const fbq = vi.fn()
  ;(window as { fbq?: unknown }).fbq = fbq
  trackEvent('AddToCart', {
    lines: [
      { id: 7, quantity: 2, item_price: 499 },
      { id: 7, quantity: 1, item_price: 499 },
    ],
    cartTotal: 2000,
    email: 'asha@example.com',
  })
  await vi.waitFor(() => expect(posted).toHaveLength(1), { timeout: 5000 })
  expect(posted[0]!.url).toBe('/api/fb-events')
  expect(posted[0]!.body).toMatchObject({
    eventName: 'AddToCart',
    eventUrl: window.location.href,
    userAgent: navigator.userAgent,
    email: 'asha@example.com',
    fbc: 'fb.1.1700000000000.AbC',
    fbp: 'fb.1.1700000000000.42',
    content_ids: [7],
    content_type: 'product',
    contents: [
      { id: 7, quantity: 2, item_price: 499 },
      { id: 7, quantity: 1, item_price: 499 },
    ],
    currency: 'INR',
    cart_total: 2000,
  })
  expect(fbq).toHaveBeenCalledWith(
    'track',
    'AddToCart',
    expect.objectContaining({ currency: 'INR', value: 2000 }),
  )
})

it('a failing call or pixel is ignored (§8), and a guest event carries no email', async () => {
  ;(window as { fbq?: unknown }).fbq = () => {
    throw new Error('pixel broke')
  }
  vi.mocked(fetch).mockRejectedValueOnce(new TypeError('offline'))
  expect(() =>
    trackEvent('buy_now_click', { lines: [{ id: 3, quantity: 1, item_price: 100 }] }),
  ).not.toThrow()
  trackEvent('AddToWishlist', { lines: [{ id: 3, quantity: 1 }] })
  await vi.waitFor(() => expect(posted).toHaveLength(1), { timeout: 5000 })
  expect(posted[0]!.body.eventName).toBe('AddToWishlist')
  expect(posted[0]!.body).not.toHaveProperty('email')
  expect(posted[0]!.body).not.toHaveProperty('cart_total')
})
