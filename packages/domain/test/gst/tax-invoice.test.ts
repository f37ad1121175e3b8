import { describe, expect, it } from 'vitest'
import { buildTaxInvoice, indianDayAndYear, invoiceNumber } from '../../src/gst/tax-invoice.ts'

const seller = { name: 'Haat Retail', address: 'Pune', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' }
const items = [
  {
    title: 'Indigo Kurta',
    options: [{ name: 'Size', value: 'M' }],
    quantity: 2,
    unitPrice: 1000,
    unitDiscount: 200,
    hsnCode: '6109',
    ratePercent: 5,
  },
  {
    title: 'Brass Lamp',
    options: [{ name: 'Title', value: 'Default Title' }],
    quantity: 1,
    unitPrice: 2499,
    unitDiscount: 300,
    hsnCode: null,
    ratePercent: 12,
  },
]
const suppliedAt = new Date('2026-11-26T10:00:00Z')

describe('buildTaxInvoice', () => {
  it('charges IGST on delivery to another state', () => {
    const invoice = buildTaxInvoice({
      orderSerial: 42,
      suppliedAt,
      seller,
      deliveryState: 'Karnataka',
      items,
    })
    expect(invoice).toMatchObject({
      number: 'HT/26-27/42',
      date: '2026-11-26',
      placeOfSupply: 'Karnataka',
      supply: 'inter',
    })
    expect(
      invoice.lines.map((l) => [l.description, l.hsnCode, l.taxablePaise, l.igstPaise, l.cgstPaise]),
    ).toEqual([
      ['Indigo Kurta, Size: M', '6109', 152381, 7619, 0],
      ['Brass Lamp', null, 196339, 23561, 0],
    ])
    expect(invoice.totals).toEqual({
      paidPaise: 379900,
      taxablePaise: 348720,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 31180,
    })
    expect(invoice.totalInWords).toBe('Rupees Three Thousand Seven Hundred Ninety-Nine Only')
  })

  it('charges CGST and SGST on delivery in the seller’s state', () => {
    const invoice = buildTaxInvoice({
      orderSerial: 42,
      suppliedAt,
      seller,
      deliveryState: 'Maharashtra',
      items,
    })
    expect(invoice.supply).toBe('intra')
    expect(invoice.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [152380, 3810, 3810, 0],
      [196340, 11780, 11780, 0],
    ])
    expect(invoice.totals).toMatchObject({ paidPaise: 379900, cgstPaise: 15590, sgstPaise: 15590 })
  })
})

describe('indianDayAndYear', () => {
  it('counts the day in India and the April–March year', () => {
    expect(indianDayAndYear(new Date('2026-03-31T18:00:00Z'))).toEqual({
      date: '2026-03-31',
      financialYear: '25-26',
    })
    expect(indianDayAndYear(new Date('2026-03-31T19:00:00Z'))).toEqual({
      date: '2026-04-01',
      financialYear: '26-27',
    })
    expect(indianDayAndYear(new Date('2099-12-31T00:00:00Z')).financialYear).toBe('99-00')
  })

  it('keeps invoice numbers within 16 characters', () => {
    expect(invoiceNumber(9_999_999, '26-27')).toHaveLength(16)
  })
})
