// The §5 checks before anything is added, shared by the buy card, bottom bar and variant sheet.
import type { CartItem } from '@haat/domain/rules/cart'
import { cartLinesFor, type CartProduct } from './cart-lines.ts'
import type { ProductSelectionState } from './selection-model.ts'
import type { SelectionStatus } from './selection-status.ts'

export type AddCheck =
  /** Several options/variants and one still unchosen: show 'Please choose your preferred option'. */
  | { kind: 'needsChoice' }
  /** Out of stock, batch minimum not met, or nothing addable selected. */
  | { kind: 'blocked' }
  | { kind: 'ok'; lines: CartItem[] }

export function checkAdd(
  product: CartProduct,
  state: ProductSelectionState,
  status: SelectionStatus,
  isUpvoted: boolean,
): AddCheck {
  if (status.missingChoices.length > 0) return { kind: 'needsChoice' }
  if (!status.availableForSale || !status.batchMinimumMet) return { kind: 'blocked' }
  const lines = cartLinesFor(product, state, isUpvoted)
  return lines.length > 0 ? { kind: 'ok', lines } : { kind: 'blocked' }
}
