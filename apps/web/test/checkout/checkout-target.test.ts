// Where a checkoutUrl leads, the click-id cookie, and how checkout refusals read.
import { describe, expect, it } from 'vitest'
import { checkoutErrorMessage } from '../../app/features/checkout/checkout-error.ts'
import { checkoutTarget } from '../../app/features/checkout/checkout-target.ts'
import { clickIdCookie, readCookie } from '../../app/lib/tracking/click-id.ts'
import { ApiRequestError } from '../../app/lib/api/transport.ts'

describe('checkoutTarget', () => {
  const origin = 'https://haat.example'
  it('the store’s own checkout is a client route; another origin a full page load', () => {
    expect(checkoutTarget('https://haat.example/checkout/HT-ABC', origin)).toEqual({
      kind: 'route',
      path: '/checkout/HT-ABC',
    })
    expect(checkoutTarget('/checkout/HT-ABC?x=1', origin)).toEqual({
      kind: 'route',
      path: '/checkout/HT-ABC?x=1',
    })
    expect(checkoutTarget('https://shop.myshopify.com/cart/c/1?key=k', origin)).toEqual({
      kind: 'external',
      url: 'https://shop.myshopify.com/cart/c/1?key=k',
    })
    expect(checkoutTarget('http://haat.example/checkout/HT-ABC', origin).kind).toBe('external')
  })
})

describe('checkoutErrorMessage', () => {
  it("shows the API's own message (it names the product or minimum); sign-in and overload read plainly", () => {
    expect(
      checkoutErrorMessage(new ApiRequestError(422, 'BATCH_MINIMUM', 'Select at least 12 units to proceed')),
    ).toBe('Select at least 12 units to proceed')
    expect(checkoutErrorMessage(new ApiRequestError(401, 'SIGN_IN_REQUIRED', 'x'))).toBe(
      'Sign in to check out',
    )
    expect(checkoutErrorMessage(new ApiRequestError(429, 'rate_limited', 'x'))).toMatch(/Too many attempts/)
    expect(checkoutErrorMessage(new ApiRequestError(500, 'internal', 'boom'))).toMatch(
      /not available right now/,
    )
    expect(checkoutErrorMessage(new ApiRequestError(502, 'CHECKOUT_UNAVAILABLE', 'Shopify is down'))).toBe(
      'Shopify is down',
    )
  })
})

describe('click-id cookie', () => {
  it('an ad click (?fbclid=) sets _fbc for 90 days in Meta’s format, once per click id', () => {
    const cookie = clickIdCookie('https://haat.example/product/x?fbclid=AbC', undefined, 1700000000000)
    expect(cookie).toBe(`_fbc=fb.1.1700000000000.AbC; Max-Age=${90 * 86400}; Path=/; SameSite=Lax`)
    expect(clickIdCookie('https://haat.example/?fbclid=AbC', 'fb.1.1.AbC')).toBeNull()
    expect(clickIdCookie('https://haat.example/', undefined)).toBeNull()
    expect(readCookie('_fbc', 'a=1; _fbc=fb.1.2.Z; _fbp=fb.1.3.4')).toBe('fb.1.2.Z')
    expect(readCookie('_fbp', 'a=1')).toBeUndefined()
  })
})
