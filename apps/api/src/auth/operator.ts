// Operators of the store (decision 0760): an `admin` runs everything; a `brand` user runs one brand's
// orders and products. The role comes from the sign-in provider's token; the admin guard resolves it.
import { forbidden } from '../http/errors.ts'

export const OPERATOR_ROLES = ['admin', 'brand'] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

export type Operator = {
  id: string
  email: string | null
  role: OperatorRole
  /** A brand user's brand; null for an admin. */
  brand: { id: number; slug: string; name: string } | null
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator
  }
}

/** The brand an operator is bound to: a brand user always its own, an admin the one asked for. */
export function scopedBrandId(operator: Operator, asked?: number | null): number | null {
  return operator.brand ? operator.brand.id : (asked ?? null)
}

/** A brand user may touch only rows of its own brand: another brand's row is a 403. */
export function assertOwnBrand(operator: Operator, brandIds: readonly number[]) {
  const { brand } = operator
  if (!brand) return
  if (brandIds.length === 0 || brandIds.some((id) => id !== brand.id)) {
    throw forbidden(`Only ${brand.name}'s own orders and products can be changed with this account`)
  }
}

/** Store-wide content (guides, banners, synonyms) is the store admin's: a brand user gets a 403. */
export function assertStoreAdmin(operator: Operator) {
  if (operator.brand) throw forbidden("Guides, banners and search words are the store admin's to change")
}
