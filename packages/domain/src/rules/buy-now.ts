// Spec §5: buy now needs a product id, a variant id (or a batch selection), and a variant not marked unavailable.
import { batchTotal, type BatchQuantities } from './batch.ts'

export function canBuyNow(p: {
  productId: number | null | undefined
  variantId: number | null | undefined
  batchSelection?: BatchQuantities | null
  /** Only an explicit false blocks: an unknown availability is not "marked unavailable". */
  variantAvailable?: boolean | null
}): boolean {
  if (!p.productId) return false
  const hasBatch = p.batchSelection ? batchTotal(p.batchSelection) > 0 : false
  if (!p.variantId && !hasBatch) return false
  return p.variantAvailable !== false
}
