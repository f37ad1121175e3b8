import { expect, test } from 'vitest'
import { isReferralCode, whatsAppLink, withReferral } from '../src/rules/referral.ts'

test('share links carry the code; WhatsApp gets the text and the link encoded', () => {
  expect(withReferral('https://haat.example/product/tea?x=1', 'ab12cd34')).toBe(
    'https://haat.example/product/tea?x=1&ref=ab12cd34',
  )
  expect(withReferral('https://haat.example/product/tea?ref=old00000', 'new11111')).toBe(
    'https://haat.example/product/tea?ref=new11111',
  )
  expect(withReferral('https://haat.example/guides/diwali', null)).toBe('https://haat.example/guides/diwali')
  expect(whatsAppLink('Tea & honey — ₹499', 'https://haat.example/p?ref=ab12cd34')).toBe(
    'https://wa.me/?text=Tea%20%26%20honey%20%E2%80%94%20%E2%82%B9499%20https%3A%2F%2Fhaat.example%2Fp%3Fref%3Dab12cd34',
  )
})

test('codes are 8–16 lower-case letters and digits', () => {
  expect(isReferralCode('ab12cd34')).toBe(true)
  expect(isReferralCode('AB12CD34')).toBe(false)
  expect(isReferralCode('short')).toBe(false)
  expect(isReferralCode("x'; drop")).toBe(false)
  expect(isReferralCode(null)).toBe(false)
})
