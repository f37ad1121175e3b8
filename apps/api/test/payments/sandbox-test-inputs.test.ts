import { describe, expect, it } from 'vitest'
import { expiryValid, isExpiryFormat, isUpiId, luhnValid } from '../../src/sandbox-gateway/test-inputs.ts'

describe('luhnValid', () => {
  it.each(['4242 4242 4242 4242', '4000000000000002', '5555-5555-5555-4444', '378282246310005'])(
    'accepts %j',
    (n) => expect(luhnValid(n)).toBe(true),
  )
  it.each(['4242424242424241', '1234', '42424242424242424242', '4242x42424242424', ''])('refuses %j', (n) =>
    expect(luhnValid(n)).toBe(false),
  )
})

describe('expiryValid', () => {
  const now = new Date('2026-11-22T05:00:00Z')
  it('is good through the last day of the expiry month', () => {
    expect(expiryValid('11/26', now)).toBe(true)
    expect(expiryValid('12/30', now)).toBe(true)
    expect(expiryValid('10/26', now)).toBe(false)
    expect(expiryValid('12/25', now)).toBe(false)
  })
  it('needs MM/YY with a real month', () => {
    expect(isExpiryFormat('13/30')).toBe(false)
    expect(isExpiryFormat('00/30')).toBe(false)
    expect(isExpiryFormat('1/30')).toBe(false)
    expect(isExpiryFormat('01 / 30')).toBe(true)
    expect(expiryValid('2030-01', now)).toBe(false)
  })
})

describe('isUpiId', () => {
  it.each(['asha@okbank', 'asha.rao-1@ybl', 'fail@upi'])('accepts %j', (id) => expect(isUpiId(id)).toBe(true))
  it.each(['asha', '@okbank', 'asha@', 'asha@ok bank', 'a@b'])('refuses %j', (id) =>
    expect(isUpiId(id)).toBe(false),
  )
})
