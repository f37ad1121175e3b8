// Turns a selection into cart items (§3 cart item): one line for a single product, one line per chosen
// option value for a batch product.
import type { Product, Variant } from '@haat/domain/catalog/product'
import { batchLines } from '@haat/domain/rules/batch'
import type { CartItem } from '@haat/domain/rules/cart'
import type { ProductSelectionState } from './selection-model.ts'
import { batchVariant, isBatchProduct } from './selection-status.ts'

export type CartProduct = Pick<Product, 'id' | 'files' | 'offer' | 'options' | 'variants' | 'custom'>

export function firstImageUrl(product: Pick<Product, 'files'>): string | null {
  return product.files.find((f) => f.fileType === 'image')?.url ?? null
}

function line(product: CartProduct, variant: Variant, quantity: number, isUpvoted: boolean): CartItem {
  return {
    productId: product.id,
    variantId: variant.id,
    quantity,
    itemImage: variant.image?.url ?? firstImageUrl(product),
    itemPrice: variant.price.amount,
    offer: product.offer,
    isUpvoted,
  }
}

/** Lines to add; empty when nothing addable is selected (no variant, or units of unavailable values). */
export function cartLinesFor(
  product: CartProduct,
  state: ProductSelectionState,
  isUpvoted: boolean,
): CartItem[] {
  if (!isBatchProduct(product)) {
    const v = state.selectedVariant
    return v && v.availableForSale ? [line(product, v, state.quantity, isUpvoted)] : []
  }
  return batchLines(state.batchQuantities).flatMap(({ optionName, optionValue, quantity }) => {
    const v = batchVariant(product, optionName, optionValue)
    return v && v.availableForSale ? [line(product, v, quantity, isUpvoted)] : []
  })
}

/** Single products: the selected variant's line is in the bag. Batch: a line of the product is, and
 * the shopper has not started a new selection (the steppers are back at 0 after adding). */
export function isInCart(
  items: readonly CartItem[],
  product: CartProduct,
  state: ProductSelectionState,
): boolean {
  if (isBatchProduct(product)) {
    return Object.keys(state.batchQuantities).length === 0 && items.some((i) => i.productId === product.id)
  }
  const v = state.selectedVariant
  return !!v && items.some((i) => i.productId === product.id && i.variantId === v.id)
}

/** What the selection looks like: the selected variant's photo (single products), else the first photo. */
export function selectionPhoto(product: CartProduct, state: ProductSelectionState): string | null {
  return (!isBatchProduct(product) && state.selectedVariant?.image?.url) || firstImageUrl(product)
}

/** Unit price of the selection: the selected variant's (packs cost more), else the product's. */
export function selectionUnitPrice(
  product: CartProduct & Pick<Product, 'price'>,
  state: ProductSelectionState,
): number {
  return (!isBatchProduct(product) && state.selectedVariant?.price.amount) || product.price.amount
}
