// Which of the spec's four empty texts a listing shows (docs/decisions/0201-listing-empty-states.md).
import {
  NO_PRODUCTS_AVAILABLE,
  NO_PRODUCTS_FOUND,
  noProductsInCategory,
  noResultsFor,
} from '@haat/domain/constants/messages'

export type EmptyContext = {
  /** The shopper's search words, if any. */
  search?: string
  /** Display name of the chosen category (the most specific one); null when the address names none we know. */
  categoryName?: string | null
  /** Whether the address asked for any category or subcategory at all. */
  categoryAsked: boolean
  /** A listing scoped by something else than filters: a tag or a brand page. */
  scoped: boolean
}

export function emptyListingText(c: EmptyContext): string {
  const search = c.search?.trim()
  if (search) return noResultsFor(search)
  if (c.categoryAsked) return c.categoryName ? noProductsInCategory(c.categoryName) : NO_PRODUCTS_FOUND
  if (c.scoped) return NO_PRODUCTS_FOUND
  return NO_PRODUCTS_AVAILABLE
}
