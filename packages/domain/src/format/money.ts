// Rupee and count formatting with Indian digit grouping (1,23,456), identical on server and browser.
import { CURRENCY } from '../constants/timings.ts'

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
})
const paise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** '₹1,23,456' for whole rupees; '₹1,234.50' when paise are present. */
export function formatINR(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : paise.format(amount)
}

// Truncate, never round up: 1,250 votes reads 1.2K, not an overstated 1.3K.
const compact = new Intl.NumberFormat('en-IN', {
  notation: 'compact',
  maximumFractionDigits: 1,
  roundingMode: 'trunc',
})

/** Vote counts: 999 → '999', 1,200 → '1.2K', 1,50,000 → '1.5L' (lakh), 1,00,00,000 → '1Cr'. */
export function formatCount(n: number): string {
  return compact.format(n)
}
