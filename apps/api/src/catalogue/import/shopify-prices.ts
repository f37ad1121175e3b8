// Shopify's two prices → the store's price model (decision 0740). Shopify sells at `Variant Price`
// and shows `Compare At Price` struck through. Here the struck-through price is the regular price
// and the sale is what an upvote unlocks: regular = compare-at when higher, else the price; the offer
// is AMOUNT when every marked-down variant is off by the same rupees, else PERCENT at the smallest
// whole percent any marked-down variant is off, so an upvote never sells below Shopify's own price.
import type { ImportOffer } from '@haat/domain/catalog/catalogue-file'

export type ShopifyPrice = { price: number; compareAt: number | null }

/** '1,299.50' → 1300 (whole rupees, decision 0001); null for blank, NaN for nonsense. */
export function parseRupees(raw: string | undefined): number | null {
  const s = (raw ?? '').replace(/[,\s₹]/g, '')
  if (s === '') return null
  if (!/^\d+(\.\d+)?$/.test(s)) return Number.NaN
  return Math.round(Number(s))
}

export const regularPrice = (p: ShopifyPrice) =>
  p.compareAt !== null && p.compareAt > p.price ? p.compareAt : p.price

export function upvoteOffer(prices: ShopifyPrice[]): ImportOffer | null {
  const marked = prices.filter((p) => p.compareAt !== null && p.compareAt > p.price) as Array<{
    price: number
    compareAt: number
  }>
  if (marked.length === 0) return null
  const amounts = new Set(marked.map((p) => p.compareAt - p.price))
  if (amounts.size === 1) {
    const value = [...amounts][0]!
    return { type: 'AMOUNT', value, code: `FLAT${value}` }
  }
  const value = Math.min(...marked.map((p) => Math.floor(((p.compareAt - p.price) * 100) / p.compareAt)))
  return value >= 1 ? { type: 'PERCENT', value, code: `UPVOTE${value}` } : null
}
