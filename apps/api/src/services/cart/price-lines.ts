// Catalogue lines priced for one shopper: the offer's discount only on products they upvoted.
import type { CartData, CartLine } from '@haat/domain/catalog/order'
import { orderTotals, priceLine } from '@haat/domain/rules/pricing'
import { hindiTexts, type HindiTexts } from '../../http/hindi-texts.ts'
import type { ResolvedLine } from './resolve-lines.ts'

/** A cart line before its checkout group is known (orders keep no group). */
export type PricedLine = Omit<CartLine, 'checkoutGroup'> & HindiTexts

export function priceCartLines(lines: readonly ResolvedLine[], upvoted: ReadonlySet<number>): PricedLine[] {
  return lines.map((l) => {
    const isUpvoted = upvoted.has(l.productId)
    return {
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
      title: l.title,
      ...hindiTexts({ title: l.titleHi }),
      slug: l.slug,
      brandName: l.brandName,
      image: l.image,
      options: l.options,
      availableForSale: l.availableForSale,
      unitPrice: l.unitPrice,
      offer: l.offer,
      isUpvoted,
      batchMinimum: l.batchMinimum,
      ...priceLine({ unitPrice: l.unitPrice, quantity: l.quantity, offer: l.offer, upvoted: isUpvoted }),
    }
  })
}

export function cartData(lines: CartLine[]): CartData {
  const { subtotal, discount, total, count } = orderTotals(lines)
  return { lines, subtotal, discount, total, count }
}
