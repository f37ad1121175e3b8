// The bag as the overlay shows it: each local line (its quantity is the shopper's, shown at once) with
// the server's details from POST /api/cart/data (name, options, price and the discount this shopper
// unlocked). Until the details arrive a line shows what the local item holds.
import type { CartData, CartLine } from '@haat/domain/catalog/order'
import { OUT_OF_STOCK, SELECT_AT_LEAST_UNITS } from '@haat/domain/constants/messages'
import type { CartItem } from '@haat/domain/rules/cart'
import { batchShortfalls } from '@haat/domain/rules/checkout'
import { savings } from '@haat/domain/rules/discount'

export type BagLine = {
  key: string
  item: CartItem
  /** The server's line, or null while it is being fetched (or unknown to the server). */
  detail: CartLine | null
  unitPrice: number
  unitDiscount: number
}

export type BagTotals = { subtotal: number; discount: number; total: number; count: number }

const keyOf = (l: Pick<CartItem, 'productId' | 'variantId'>) => `${l.productId}:${l.variantId}`

export function bagLines(items: readonly CartItem[], data: CartData | null): BagLine[] {
  const details = new Map((data?.lines ?? []).map((l) => [keyOf(l), l]))
  return items.map((item) => {
    const detail = details.get(keyOf(item)) ?? null
    return {
      key: keyOf(item),
      item,
      detail,
      unitPrice: detail?.unitPrice ?? item.itemPrice,
      unitDiscount: detail ? detail.unitDiscount : item.isUpvoted ? savings(item.itemPrice, item.offer) : 0,
    }
  })
}

export function bagTotals(lines: readonly BagLine[]): BagTotals {
  let subtotal = 0
  let discount = 0
  let count = 0
  for (const l of lines) {
    subtotal += l.unitPrice * l.item.quantity
    discount += l.unitDiscount * l.item.quantity
    count += l.item.quantity
  }
  return { subtotal, discount, total: subtotal - discount, count }
}

/** A line's problem as a message for t() and its number. */
export type BagProblem = { message: string; values?: Readonly<Record<string, number>> }

/** Why the bag cannot check out yet: a line the store no longer sells, or a batch under its minimum
 * (counted across the product's lines, as the server counts them). */
export function bagProblems(lines: readonly BagLine[]): Map<string, BagProblem> {
  const known = lines.flatMap((l) =>
    l.detail ? [{ ...l.detail, quantity: l.item.quantity, key: l.key }] : [],
  )
  const short = new Map(batchShortfalls(known).map((s) => [s.productId, s.minimum]))
  const problems = new Map<string, BagProblem>()
  for (const l of known) {
    const minimum = short.get(l.productId)
    if (!l.availableForSale) problems.set(l.key, { message: OUT_OF_STOCK })
    else if (minimum) problems.set(l.key, { message: SELECT_AT_LEAST_UNITS, values: { min: minimum } })
  }
  return problems
}
