// Which of the spec's four empty texts a listing shows (docs/decisions/0201-listing-empty-states.md),
// in the page's language: the English messages are the spec's texts word for word.
import { NO_PRODUCTS_AVAILABLE, NO_PRODUCTS_FOUND } from '@haat/domain/constants/messages'
import { translator, type Translate } from '../../lib/i18n/translator.ts'

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

const english = translator('en-IN', {})

export function emptyListingText(c: EmptyContext, t: Translate = english): string {
  const search = c.search?.trim()
  if (search) return t('No results found for "{query}"', { query: search })
  if (c.categoryAsked)
    return c.categoryName
      ? t('No products in {category} category', { category: c.categoryName })
      : t(NO_PRODUCTS_FOUND)
  if (c.scoped) return t(NO_PRODUCTS_FOUND)
  return t(NO_PRODUCTS_AVAILABLE)
}
