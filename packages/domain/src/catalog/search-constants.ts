// Search's plain values, apart from its answer schemas (search.ts): the listing pages and the header's
// search box read them in the browser, and importing search.ts there would load and run zod (0280, 0842).

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
