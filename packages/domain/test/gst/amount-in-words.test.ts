import { describe, expect, it } from 'vitest'
import { indianNumberInWords, rupeesInWords } from '../../src/gst/amount-in-words.ts'

describe('indianNumberInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [2199, 'Two Thousand One Hundred Ninety-Nine'],
    [100000, 'One Lakh'],
    [123456, 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'],
    [1005000, 'Ten Lakh Five Thousand'],
    [10000000, 'One Crore'],
    [123456789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1000000000, 'One Hundred Crore'],
  ])('%i → %s', (n, words) => {
    expect(indianNumberInWords(n)).toBe(words)
  })

  it('refuses fractions and negatives', () => {
    expect(() => indianNumberInWords(1.5)).toThrow(RangeError)
    expect(() => indianNumberInWords(-1)).toThrow(RangeError)
  })
})

describe('rupeesInWords', () => {
  it('names rupees and paise, ending in Only', () => {
    expect(rupeesInWords(219900)).toBe('Rupees Two Thousand One Hundred Ninety-Nine Only')
    expect(rupeesInWords(12345650)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    )
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only')
  })
})
