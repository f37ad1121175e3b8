// The stored coupon: written when a vote unlocks an offer, sent with the bag's checkout, and dropped
// (then the checkout retried without it) when the server refuses it.
import { COUPON_KEY } from '@haat/domain/constants/storage-keys'
import { afterEach, describe, expect, it } from 'vitest'
import { checkoutBag } from '../../app/features/checkout/checkout-bag.ts'
import { rememberCoupon } from '../../app/lib/storage/coupon-storage.ts'
import { ApiRequestError, type ApiCall, type ApiTransport } from '../../app/lib/api/transport.ts'

const lines = [{ productId: 7, variantId: 70, quantity: 2 }]

function fakeApi(answer: (call: ApiCall) => unknown) {
  const calls: ApiCall[] = []
  const api = (async (call: ApiCall) => {
    calls.push(call)
    return answer(call)
  }) as ApiTransport
  return { api, calls }
}

afterEach(() => window.localStorage.clear())

describe('coupon', () => {
  it('a vote on an offer stores its code; no code stores nothing', () => {
    rememberCoupon(null)
    expect(window.localStorage.getItem(COUPON_KEY)).toBeNull()
    rememberCoupon('HAAT15')
    expect(window.localStorage.getItem(COUPON_KEY)).toBe('HAAT15')
  })

  it('the bag checks out with the stored coupon', async () => {
    rememberCoupon('HAAT15')
    const { api, calls } = fakeApi(() => ({ checkoutUrl: '/checkout/HT-1' }))
    await expect(checkoutBag(api, lines)).resolves.toBe('/checkout/HT-1')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.query).toEqual({ coupon: 'HAAT15' })
    expect(calls[0]!.body).toEqual(lines)
  })

  it('a refused coupon is dropped and the checkout retried without it', async () => {
    rememberCoupon('STALE')
    const { api, calls } = fakeApi((call) => {
      if (call.query?.coupon) throw new ApiRequestError(422, 'INVALID_COUPON', 'Coupon STALE is not yours')
      return { checkoutUrl: '/checkout/HT-2' }
    })
    await expect(checkoutBag(api, lines)).resolves.toBe('/checkout/HT-2')
    expect(calls.map((c) => c.query?.coupon ?? null)).toEqual(['STALE', null])
    expect(window.localStorage.getItem(COUPON_KEY)).toBeNull()
  })

  it('other refusals are not retried and keep the coupon', async () => {
    rememberCoupon('HAAT15')
    const { api, calls } = fakeApi(() => {
      throw new ApiRequestError(409, 'OUT_OF_STOCK', 'Kurta is out of stock')
    })
    await expect(checkoutBag(api, lines)).rejects.toThrow('Kurta is out of stock')
    expect(calls).toHaveLength(1)
    expect(window.localStorage.getItem(COUPON_KEY)).toBe('HAAT15')
  })
})
