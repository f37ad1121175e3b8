// How an order's mail names the way it was paid: a refund goes back "to your <label>", so every method
// Razorpay reports must read as a place money can return to.
import { describe, expect, it } from 'vitest'
import { paymentLabel } from '../../src/email/templates/order-parts.ts'

describe('paymentLabel', () => {
  it.each([
    ['UPI', null, 'UPI'],
    ['CARD', '4242', 'Card ending 4242'],
    ['CARD', null, 'Card'],
    ['NETBANKING', null, 'Net banking'],
    ['WALLET', null, 'Wallet'],
    ['OTHER', null, 'original payment method'],
    ['COD', null, 'Cash on delivery'],
    [null, null, 'Not chosen'],
  ] as const)('%s (card %s) reads "%s"', (paymentMethod, cardLast4, label) => {
    expect(paymentLabel({ paymentMethod, cardLast4 })).toBe(label)
  })
})
