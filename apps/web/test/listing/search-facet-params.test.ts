// A search's facets are written into the address: one value per facet, chosen again = removed.
import { expect, test } from 'vitest'
import {
  chosenFacetCount,
  readSearchQuery,
  toggleFacet,
  withoutFacets,
} from '../../app/features/listing/search-facet-params.ts'

const q = (s: string) => new URLSearchParams(s)

test('reads the facets, a listing sort, and ranks by relevance without one', () => {
  expect(
    readSearchQuery(q('search=ghee&brand=amul-ish&price=500-999&offer=yes&category=food'), 'ghee'),
  ).toEqual({
    q: 'ghee',
    sort: undefined,
    category: 'food',
    brand: 'amul-ish',
    price: '500-999',
    offer: true,
  })
  const sorted = readSearchQuery(q('search=ghee&sortBy=price-asc&subcategory=oils&category=food'), 'ghee')
  expect(sorted.sort).toBe('price:asc')
  expect(sorted.category).toBe('oils')
})

test('an unknown price band is not sent', () => {
  expect(readSearchQuery(q('search=tea&price=cheap'), 'tea').price).toBeUndefined()
})

test('choosing a value replaces the facet, choosing it again removes it, the search stays', () => {
  const on = toggleFacet(q('search=tea&brand=a'), 'brand', 'b')
  expect(on.toString()).toBe('search=tea&brand=b')
  expect(toggleFacet(on, 'brand', 'b').toString()).toBe('search=tea')
  expect(toggleFacet(q('search=tea&subcategory=green'), 'category', 'food').toString()).toBe(
    'search=tea&category=food',
  )
})

test('counts and clears the chosen facets, keeping search and sort', () => {
  const p = q('search=tea&sortBy=new&category=food&brand=b&price=under-500&offer=yes')
  expect(chosenFacetCount(p)).toBe(4)
  expect(withoutFacets(p).toString()).toBe('search=tea&sortBy=new')
})
