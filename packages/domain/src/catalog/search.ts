// Search answers (docs/decisions/0660): a page of product cards with facets and a "did you mean",
// and suggestions as the shopper types. The API's schemas: the browser reads the answers typed, and the
// plain values (price bands, query lengths) are in search-constants.ts (decisions 0280, 0842).
import { z } from 'zod'
import { pageSchema } from './page.ts'
import { productSummarySchema } from './product.ts'

const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
})
export type FacetValue = z.infer<typeof facetValueSchema>

export const searchFacetsSchema = z.object({
  category: z.array(facetValueSchema),
  brand: z.array(facetValueSchema),
  price: z.array(facetValueSchema),
  offer: z.array(facetValueSchema),
})
export type SearchFacets = z.infer<typeof searchFacetsSchema>

export const searchResultSchema = z.object({
  query: z.string(),
  /** The words as matched, in Latin letters (Devanagari transliterated). */
  understood: z.string(),
  results: pageSchema(productSummarySchema),
  facets: searchFacetsSchema,
  /** A spelling that finds products, when the query found none. */
  didYouMean: z.string().nullable(),
})
export type SearchResult = z.infer<typeof searchResultSchema>

export const suggestionSchema = z.object({
  kind: z.enum(['product', 'brand', 'category', 'tag']),
  label: z.string(),
  /** Where choosing it goes: a product page, brand page, category listing or tag page. */
  href: z.string(),
  /** Brand or category name under a product's title. */
  detail: z.string().nullable(),
  imageUrl: z.string().nullable(),
})
export type Suggestion = z.infer<typeof suggestionSchema>

export const suggestionsSchema = z.object({ query: z.string(), suggestions: z.array(suggestionSchema) })
export type Suggestions = z.infer<typeof suggestionsSchema>
