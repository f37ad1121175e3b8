// Which empty text a listing shows (docs/decisions/0201): search, then category, then scope.
import { expect, test } from 'vitest'
import { emptyListingText } from '../../app/features/listing/empty-state-text.ts'

test('a search says what was searched, even inside a category', () => {
  expect(
    emptyListingText({
      search: 'walnut oil',
      categoryAsked: true,
      categoryName: 'Food & Drink',
      scoped: false,
    }),
  ).toBe('No results found for "walnut oil"')
})

test('a known category names it', () => {
  expect(emptyListingText({ categoryAsked: true, categoryName: 'Pets', scoped: false })).toBe(
    'No products in Pets category',
  )
})

test('a category the tree does not know, a tag page or a brand page: No products found', () => {
  expect(emptyListingText({ categoryAsked: true, categoryName: null, scoped: false })).toBe(
    'No products found',
  )
  expect(emptyListingText({ categoryAsked: false, scoped: true })).toBe('No products found')
})

test('the whole catalogue without filters: No products available', () => {
  expect(emptyListingText({ categoryAsked: false, scoped: false })).toBe('No products available')
  expect(emptyListingText({ search: '   ', categoryAsked: false, scoped: false })).toBe(
    'No products available',
  )
})
