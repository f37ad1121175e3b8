// Search answers (docs/decisions/0660): a page of product cards with facets and a "did you mean",
// and suggestions as the shopper types.
import { z } from 'zod'
import { pageSchema } from './page.ts'
import { productSummarySchema } from './product.ts'

/** Price bands of the results page, in whole rupees; max is exclusive, null = no upper bound. */
export const PRICE_BANDS = [
  { key: 'under-500', min: 0, max: 500 },
  { key: '500-999', min: 500, max: 1000 },
  { key: '1000-1999', min: 1000, max: 2000 },
  { key: '2000-4999', min: 2000, max: 5000 },
  { key: '5000-plus', min: 5000, max: null },
] as const
export type PriceBandKey = (typeof PRICE_BANDS)[number]['key']

/** Shortest and longest query a search or suggestion takes (a 1-character query is answered empty). */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 200

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
