// The bag split by where its lines check out (decision 0622): the store's own checkout, and each
// platform-channel brand's Shopify store. The server says which (cart/data `checkoutGroup`); until its
// details arrive the bag is one part, and the server refuses a mixed checkout anyway (409).
import { STORE_CHECKOUT_GROUP } from '@haat/domain/rules/checkout'
import type { Locale } from '../../lib/i18n/locale.ts'
import { bagTotals, type BagLine, type BagTotals } from './bag-lines.ts'

export type CheckoutPart = {
  group: string
  /** Paid on a brand's Shopify store (the platform channel), not in the store. */
  platform: boolean
  brands: string[]
  lines: BagLine[]
  totals: BagTotals
}

function part(group: string, lines: BagLine[]): CheckoutPart {
  const brands = [...new Set(lines.flatMap((l) => (l.detail ? [l.detail.brandName] : [])))]
  return { group, platform: group !== STORE_CHECKOUT_GROUP, brands, lines, totals: bagTotals(lines) }
}

/** The store's part first, then each Shopify store's, in bag order. */
export function checkoutParts(lines: readonly BagLine[]): CheckoutPart[] {
  if (lines.length === 0) return []
  if (lines.some((l) => !l.detail)) return [part(STORE_CHECKOUT_GROUP, [...lines])]
  const groups = new Map<string, BagLine[]>()
  for (const l of lines)
    groups.set(l.detail!.checkoutGroup, [...(groups.get(l.detail!.checkoutGroup) ?? []), l])
  return [...groups]
    .sort(([a], [b]) => Number(a !== STORE_CHECKOUT_GROUP) - Number(b !== STORE_CHECKOUT_GROUP))
    .map(([group, groupLines]) => part(group, groupLines))
}

/** "Kullu Weaves", "Kullu Weaves and Brew Bazaar", "A, B and C" ("A, B, और C" in Hindi); `none` when
 *  no brand is known. */
export function brandList(brands: readonly string[], locale: Locale, none: string): string {
  return brands.length ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(brands) : none
}
