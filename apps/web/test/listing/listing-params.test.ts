// The listing address is its state: sort and filter changes build the next address.
import { expect, test } from 'vitest'
import type { Category } from '@haat/domain/catalog/entities'
import { browseCrumbs } from '../../app/features/listing/listing-crumbs.ts'
import {
  clearFilters,
  readBrowseFilters,
  toggleCategory,
  toggleSubcategory,
  withSort,
} from '../../app/features/listing/listing-params.ts'

const beauty: Category = {
  paramName: 'beauty',
  categoryName: 'Beauty',
  iconUrl: null,
  subcategories: [
    { paramName: 'skincare', categoryName: 'Skincare' },
    { paramName: 'haircare', categoryName: 'Haircare' },
  ],
}
const q = (s: string) => new URLSearchParams(s)

test('reads sortBy, the lower-case sortby, repeated categories and search', () => {
  expect(readBrowseFilters(q('sortby=most-votes&category=beauty&category=pets&search=%20oil%20'))).toEqual({
    sort: 'upvoteCount:desc',
    category: ['beauty', 'pets'],
    subcategory: [],
    search: 'oil',
  })
  expect(readBrowseFilters(q('')).sort).toBe('viewCount:desc')
})

test('a sort change writes sortBy once and drops the old lower-case spelling', () => {
  expect(withSort(q('sortby=new&category=beauty'), 'price-asc').toString()).toBe(
    'category=beauty&sortBy=price-asc',
  )
})

test('a category is either whole or narrowed to subcategories', () => {
  const narrowed = toggleSubcategory(q('category=beauty&sortBy=new'), beauty, 'skincare')
  expect(narrowed.toString()).toBe('sortBy=new&subcategory=skincare')
  expect(toggleCategory(narrowed, beauty).toString()).toBe('sortBy=new&category=beauty')
  expect(toggleCategory(q('category=beauty'), beauty).toString()).toBe('')
  expect(toggleSubcategory(narrowed, beauty, 'skincare').toString()).toBe('sortBy=new')
})

test('clearing filters keeps only the sort', () => {
  expect(clearFilters(q('sortby=new&category=beauty&search=x')).toString()).toBe('sortBy=new')
})

test('breadcrumbs: Browse › Category › Subcategory, the last without a link', () => {
  const crumbs = browseCrumbs([beauty], readBrowseFilters(q('subcategory=skincare')))
  expect(crumbs).toEqual([
    { name: 'Browse', href: '/browse-all' },
    { name: 'Beauty', href: '/browse-all?category=beauty' },
    { name: 'Skincare' },
  ])
  expect(browseCrumbs([beauty], readBrowseFilters(q('search=kurta'))).at(-1)).toEqual({ name: '“kurta”' })
})
