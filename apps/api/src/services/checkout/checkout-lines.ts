// Lines a checkout accepts: known variants of their products, for sale, and batch minimums met.
import { selectAtLeastUnits } from '@haat/domain/constants/messages'
import { batchShortfalls, CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { ItemLine } from '@haat/domain/rules/checkout-schema'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { resolveLines, type ResolvedLine } from '../cart/resolve-lines.ts'

export async function checkoutLines(db: Db, requested: readonly ItemLine[]): Promise<ResolvedLine[]> {
  const lines = await resolveLines(db, requested, 'reject')
  const soldOut = lines.filter((l) => !l.availableForSale)
  if (soldOut.length) {
    const names = soldOut.map((l) => `${l.title} (${l.options.map((o) => o.value).join(' / ') || 'default'})`)
    throw new HttpError(409, CHECKOUT_ERRORS.outOfStock, `Out of stock: ${names.join(', ')}`)
  }
  const [short] = batchShortfalls(lines)
  if (short) {
    const title = lines.find((l) => l.productId === short.productId)!.title
    throw new HttpError(
      422,
      CHECKOUT_ERRORS.batchMinimum,
      `${selectAtLeastUnits(short.minimum)} (${title}: ${short.units} selected)`,
    )
  }
  return lines
}
