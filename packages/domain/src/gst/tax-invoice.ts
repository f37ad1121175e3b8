// A GST tax invoice for one order (CGST Rules, rule 46): its number and date, the seller and its GSTIN,
// the buyer and the place of supply, and per line the HSN code, taxable value, CGST+SGST or IGST.
import { rupeesInWords } from './amount-in-words.ts'
import { lineTax, sumTaxes, supplyOf, type LineTax, type Supply } from './tax-split.ts'

export type InvoiceSeller = { name: string; address: string; gstin: string; state: string }

export type InvoiceItemInput = {
  title: string
  options: readonly { name: string; value: string }[]
  quantity: number
  /** Rupees, GST included. */
  unitPrice: number
  unitDiscount: number
  hsnCode: string | null
  ratePercent: number
}

export type InvoiceLine = LineTax & {
  description: string
  hsnCode: string | null
  quantity: number
  ratePercent: number
}

export type TaxInvoice = {
  number: string
  /** Calendar day in India (IST), YYYY-MM-DD. */
  date: string
  seller: InvoiceSeller
  placeOfSupply: string
  supply: Supply
  lines: InvoiceLine[]
  totals: LineTax
  totalInWords: string
}

const IST_OFFSET_MS = 330 * 60_000

/** The day in India and its financial year (April to March): '2026-11-26' → '26-27'. */
export function indianDayAndYear(at: Date): { date: string; financialYear: string } {
  const date = new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
  const year = Number(date.slice(0, 4))
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1
  const yy = (y: number) => String(y % 100).padStart(2, '0')
  return { date, financialYear: `${yy(start)}-${yy(start + 1)}` }
}

/** At most 16 characters, unique (rule 46(b)): 'HT/26-27/1234567'. */
export function invoiceNumber(orderSerial: number, financialYear: string): string {
  return `HT/${financialYear}/${orderSerial}`
}

/** The title and chosen options; a lone 'Title' option is Shopify's 'no options' and says nothing. */
function describe(item: InvoiceItemInput): string {
  const options = item.options.filter((o) => !(o.name === 'Title' && item.options.length === 1))
  return [item.title, ...options.map((o) => `${o.name}: ${o.value}`)].join(', ')
}

export function buildTaxInvoice(input: {
  orderSerial: number
  suppliedAt: Date
  seller: InvoiceSeller
  deliveryState: string
  items: readonly InvoiceItemInput[]
}): TaxInvoice {
  const { date, financialYear } = indianDayAndYear(input.suppliedAt)
  const supply = supplyOf(input.seller.state, input.deliveryState)
  const lines = input.items.map((item) => ({
    description: describe(item),
    hsnCode: item.hsnCode,
    quantity: item.quantity,
    ratePercent: item.ratePercent,
    ...lineTax(
      { paidRupees: (item.unitPrice - item.unitDiscount) * item.quantity, ratePercent: item.ratePercent },
      supply,
    ),
  }))
  const totals = sumTaxes(lines)
  return {
    number: invoiceNumber(input.orderSerial, financialYear),
    date,
    seller: input.seller,
    placeOfSupply: input.deliveryState,
    supply,
    lines,
    totals,
    totalInWords: rupeesInWords(totals.paidPaise),
  }
}
