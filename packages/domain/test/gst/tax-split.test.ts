import { describe, expect, it } from 'vitest'
import { divideRounded, lineTax, sumTaxes, supplyOf } from '../../src/gst/tax-split.ts'

describe('supplyOf', () => {
  it('is intra-state when the delivery state is the seller’s, whatever the case or spaces', () => {
    expect(supplyOf('Maharashtra', ' maharashtra ')).toBe('intra')
    expect(supplyOf('Maharashtra', 'Karnataka')).toBe('inter')
  })
})

describe('lineTax', () => {
  it('takes 18% out of ₹1,180: ₹1,000 taxable, ₹180 IGST or ₹90 + ₹90', () => {
    expect(lineTax({ paidRupees: 1180, ratePercent: 18 }, 'inter')).toEqual({
      paidPaise: 118000,
      taxablePaise: 100000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18000,
    })
    expect(lineTax({ paidRupees: 1180, ratePercent: 18 }, 'intra')).toEqual({
      paidPaise: 118000,
      taxablePaise: 100000,
      cgstPaise: 9000,
      sgstPaise: 9000,
      igstPaise: 0,
    })
  })

  it('rounds to the paisa and keeps CGST equal to SGST, the line adding up to what was paid', () => {
    // ₹999 at 5%: 999 × 5 / 105 = 47.571… IGST; each half 999 × 2.5 / 105 = 23.785… → 23.79.
    expect(lineTax({ paidRupees: 999, ratePercent: 5 }, 'inter')).toMatchObject({
      taxablePaise: 95143,
      igstPaise: 4757,
    })
    expect(lineTax({ paidRupees: 999, ratePercent: 5 }, 'intra')).toMatchObject({
      taxablePaise: 95142,
      cgstPaise: 2379,
      sgstPaise: 2379,
    })
    for (const rate of [0, 3, 5, 12, 18, 28])
      for (const paidRupees of [1, 7, 99, 350, 2199, 123457])
        for (const supply of ['intra', 'inter'] as const) {
          const t = lineTax({ paidRupees, ratePercent: rate }, supply)
          expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(paidRupees * 100)
          // The tax is the rate on the taxable value, to within the rounding of each half.
          const tax = t.cgstPaise + t.sgstPaise + t.igstPaise
          expect(Math.abs(tax - (t.taxablePaise * rate) / 100)).toBeLessThanOrEqual(1.5)
        }
  })

  it('charges nothing on a 0% line', () => {
    expect(lineTax({ paidRupees: 120, ratePercent: 0 }, 'intra')).toMatchObject({
      taxablePaise: 12000,
      cgstPaise: 0,
      sgstPaise: 0,
    })
  })
})

describe('divideRounded', () => {
  it('rounds halves up', () => {
    expect([divideRounded(3, 2), divideRounded(5, 4), divideRounded(7, 4), divideRounded(8, 4)]).toEqual([
      2, 1, 2, 2,
    ])
  })
})

describe('sumTaxes', () => {
  it('adds the lines field by field', () => {
    const a = lineTax({ paidRupees: 1180, ratePercent: 18 }, 'intra')
    const b = lineTax({ paidRupees: 999, ratePercent: 5 }, 'intra')
    expect(sumTaxes([a, b])).toEqual({
      paidPaise: 217900,
      taxablePaise: 195142,
      cgstPaise: 11379,
      sgstPaise: 11379,
      igstPaise: 0,
    })
  })
})
