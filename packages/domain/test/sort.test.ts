import { describe, expect, it } from 'vitest'
import {
  SORT_OPTIONS,
  paramFromSortKey,
  readSortParam,
  sortKeyFromParam,
  sortOptionFor,
} from '../src/rules/sort.ts'
import { sortKeySchema } from '../src/rules/sort-schema.ts'

describe('SORT_OPTIONS', () => {
  it('lists the dropdown in the spec order with its labels', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Trending',
      'New',
      'Most Votes',
      'Price low to high',
      'Price high to low',
    ])
    expect(SORT_OPTIONS.map((o) => o.key)).toEqual(sortKeySchema.options)
  })
})

describe('sortKeyFromParam', () => {
  it.each([
    ['trending', 'viewCount:desc'],
    ['new', 'launchedOn:desc'],
    ['most-votes', 'upvoteCount:desc'],
    ['price-asc', 'price:asc'],
    ['price-desc', 'price:desc'],
  ])('maps %s to %s', (param, key) => {
    expect(sortKeyFromParam(param)).toBe(key)
  })
  it('accepts other spellings of the same value', () => {
    expect(sortKeyFromParam('MOST-VOTES')).toBe('upvoteCount:desc')
    expect(sortKeyFromParam('most_votes')).toBe('upvoteCount:desc')
    expect(sortKeyFromParam('mostVotes')).toBe('upvoteCount:desc')
    expect(sortKeyFromParam(' New ')).toBe('launchedOn:desc')
    expect(sortKeyFromParam('price:asc')).toBe('price:asc')
  })
  it('falls back to trending', () => {
    expect(sortKeyFromParam(undefined)).toBe('viewCount:desc')
    expect(sortKeyFromParam(null)).toBe('viewCount:desc')
    expect(sortKeyFromParam('')).toBe('viewCount:desc')
    expect(sortKeyFromParam('cheapest')).toBe('viewCount:desc')
  })
})

describe('paramFromSortKey', () => {
  it('round-trips every key', () => {
    for (const o of SORT_OPTIONS) expect(sortKeyFromParam(paramFromSortKey(o.key))).toBe(o.key)
    expect(paramFromSortKey('upvoteCount:desc')).toBe('most-votes')
  })
  it('finds the dropdown entry', () => {
    expect(sortOptionFor('price:desc').label).toBe('Price high to low')
  })
})

describe('readSortParam', () => {
  it('reads sortBy', () => {
    expect(readSortParam(new URLSearchParams('sortBy=new'))).toBe('launchedOn:desc')
  })
  it('reads the lower-case sortby', () => {
    expect(readSortParam(new URLSearchParams('sortby=most-votes'))).toBe('upvoteCount:desc')
  })
  it('prefers sortBy when both are present', () => {
    expect(readSortParam(new URLSearchParams('sortby=new&sortBy=price-asc'))).toBe('price:asc')
  })
  it('uses sortby when sortBy is empty, and trending when neither is set', () => {
    expect(readSortParam(new URLSearchParams('sortBy=&sortby=new'))).toBe('launchedOn:desc')
    expect(readSortParam(new URLSearchParams('category=pets'))).toBe('viewCount:desc')
  })
})
