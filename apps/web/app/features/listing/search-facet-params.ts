// A search's facets live in the address next to ?search= (spec §2: the address is the listing's state):
// category, brand, price (a band key) and offer=yes, one value each. Choosing a value again removes it.
import { PRICE_BANDS } from '@haat/domain/catalog/search-constants'
import { sortKeyFromParam } from '@haat/domain/rules/sort'
import type { SearchQuery } from '../../lib/api/search.ts'

export const FACET_PARAMS = ['category', 'brand', 'price', 'offer'] as const
export type FacetParam = (typeof FACET_PARAMS)[number]

const bandKeys: readonly string[] = PRICE_BANDS.map((b) => b.key)

/** What the results page asks the API for. A subcategory from an older link narrows like a category. */
export function readSearchQuery(params: URLSearchParams, q: string): SearchQuery {
  const sortParam = params.get('sortBy') || params.get('sortby')
  const price = params.get('price') ?? undefined
  return {
    q,
    sort: sortParam ? sortKeyFromParam(sortParam) : undefined,
    category: params.get('subcategory') || params.get('category') || undefined,
    brand: params.get('brand') || undefined,
    price: price && bandKeys.includes(price) ? price : undefined,
    offer: params.get('offer') === 'yes',
  }
}

export function isFacetOn(params: URLSearchParams, name: FacetParam, value: string): boolean {
  if (name === 'category') return (params.get('subcategory') || params.get('category')) === value
  return params.get(name) === value
}

/** The address with this facet value chosen (replacing another of the same facet) or, if chosen, removed. */
export function toggleFacet(params: URLSearchParams, name: FacetParam, value: string): URLSearchParams {
  const on = isFacetOn(params, name, value)
  const next = new URLSearchParams(params)
  next.delete(name)
  if (name === 'category') next.delete('subcategory')
  if (!on) next.set(name, value)
  return next
}

/** How many facets narrow the results now (the mobile Filters button shows it). */
export function chosenFacetCount(params: URLSearchParams): number {
  const category = params.has('category') || params.has('subcategory') ? 1 : 0
  return category + ['brand', 'price', 'offer'].filter((n) => params.has(n)).length
}

/** The search kept, every facet dropped. */
export function withoutFacets(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of [...FACET_PARAMS, 'subcategory']) next.delete(name)
  return next
}
