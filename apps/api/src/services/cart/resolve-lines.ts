// Requested lines checked against the catalogue: each variant must exist and belong to its product.
import { CHECKOUT_ERRORS, mergeLines } from '@haat/domain/rules/checkout'
import type { ItemLine } from '@haat/domain/rules/checkout-schema'
import { MAX_LINE_QUANTITY } from '@haat/domain/rules/selection'
import type { Db } from '../../db/client.ts'
import { badRequest } from '../../http/errors.ts'
import { findVariantFacts, type VariantFacts } from '../../repositories/variant-facts.ts'

export type ResolvedLine = ItemLine & VariantFacts

function describe(line: ItemLine, facts: VariantFacts | undefined): string {
  return facts
    ? `variant ${line.variantId} is not a variant of product ${line.productId}`
    : `product ${line.productId} has no variant ${line.variantId}`
}

/**
 * Duplicates merged. `onUnknown: 'reject'` answers 400 naming every unknown line; 'drop' leaves them out
 * (a saved bag whose variant left the catalogue).
 */
export async function resolveLines(
  db: Db,
  requested: readonly ItemLine[],
  onUnknown: 'reject' | 'drop',
): Promise<ResolvedLine[]> {
  const lines = mergeLines(requested, MAX_LINE_QUANTITY)
  const facts = await findVariantFacts(
    db,
    lines.map((l) => l.variantId),
  )
  const known = (l: ItemLine) => facts.get(l.variantId)?.productId === l.productId
  const unknown = lines.filter((l) => !known(l))
  if (unknown.length && onUnknown === 'reject') {
    const names = unknown.map((l) => describe(l, facts.get(l.variantId)))
    throw badRequest(`Unknown cart line: ${names.join('; ')}`, CHECKOUT_ERRORS.unknownItem)
  }
  return lines.filter(known).map((l) => ({ ...facts.get(l.variantId)!, ...l }))
}
