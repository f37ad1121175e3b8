import { describe, expect, it } from 'vitest'
import { isPincode, normalisePhone } from '../src/rules/pincode.ts'

describe('isPincode', () => {
  it.each(['560001', '110001', ' 400050 ', '999999'])('accepts %j', (p) => expect(isPincode(p)).toBe(true))
  it.each(['012345', '56001', '5600011', '56 0001', 'abcdef', ''])('refuses %j', (p) =>
    expect(isPincode(p)).toBe(false),
  )
})

describe('normalisePhone', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['+919845012345', '9845012345'],
    ['91-98450-12345', '9845012345'],
  ])('%j → %j', (input, digits) => expect(normalisePhone(input)).toBe(digits))
  it.each(['12345', '+1 415 555 0100', '98450123456', '98450 1234x', '+92 9845012345'])('refuses %j', (p) =>
    expect(normalisePhone(p)).toBeNull(),
  )
})
