// The bag line a product card can add without a picker (decision 0205): a one-variant product that is
// auto-selected and available, read with GET /api/product/search/{id} (which counts no view). Null when
// the shopper must choose in the variant sheet (several variants, a batch, sold out).
import type { ProductSummary } from '@haat/domain/catalog/product'
import type { CartItem } from '@haat/domain/rules/cart'
import { isAutoSelected } from '@haat/domain/rules/selection'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { getProductById } from '../../lib/api/product-by-id.ts'

export type CardProduct = Pick<ProductSummary, 'id' | 'slug' | 'variantCount' | 'custom' | 'offer' | 'files'>

/** Rejects when the product cannot be read (the caller falls back to the sheet). */
export async function cardLine(product: CardProduct, isUpvoted: boolean): Promise<CartItem | null> {
  // Batch products and several variants need the picker; the summary already tells us so.
  if (product.variantCount !== 1 || product.custom.batch) return null
  const full = await getProductById(fetchTransport, product.id)
  const variant = full.variants[0]
  if (!variant || !isAutoSelected(full) || !variant.availableForSale) return null
  const image = variant.image?.url ?? product.files.find((f) => f.fileType === 'image')?.url ?? null
  return {
    productId: full.id,
    variantId: variant.id,
    quantity: 1,
    itemImage: image,
    itemPrice: variant.price.amount,
    offer: full.offer,
    isUpvoted,
  }
}
