// Spec §5 discount arithmetic, used for every shown discounted price and cart total.
import { formatINR } from '../format/money.ts'

export type OfferLike = { type: 'PERCENT' | 'AMOUNT'; value: number }

/**
 * PERCENT → round(price × (1 − value/100)); AMOUNT → max(price − value, 0); no offer → price.
 * The percent product is computed as price × (100 − value) / 100 so halves are exact
 * (25 at 34% is 16.5 → 17, where 25 × (1 − 0.34) in floating point is 16.4999… → 16).
 */
export function discountedPrice(price: number, offer: OfferLike | null | undefined): number {
  if (!offer) return price
  if (offer.type === 'PERCENT') return Math.max(Math.round((price * (100 - offer.value)) / 100), 0)
  return Math.max(price - offer.value, 0)
}

/** What the shopper saves with the offer (never negative). */
export function savings(price: number, offer: OfferLike | null | undefined): number {
  return price - discountedPrice(price, offer)
}

/** '20%' for PERCENT 20, '₹200' (Indian grouping) for AMOUNT 200; '' without an offer. */
export function offerLabel(offer: OfferLike | null | undefined): string {
  if (!offer) return ''
  return offer.type === 'PERCENT' ? `${offer.value}%` : formatINR(offer.value)
}
