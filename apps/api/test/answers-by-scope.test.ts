// A vote visits only the stored answers that may list its product (services/answers-by-scope.ts). The
// keys must never miss one: checked for every filter and every product scope over small id ranges
// against filterLists itself, the rule a vote applies to each answer it visits.
import { expect, test } from 'vitest'
import type { ProductScope } from '../src/events/catalog-events.ts'
import type { ProductFilter } from '../src/repositories/product-listing.ts'
import { answersByScope } from '../src/services/answers-by-scope.ts'
import { createByteCache } from '../src/services/byte-cache.ts'
import { filterLists, filterScopeKeys, productScopeKeys } from '../src/services/filter-scope.ts'

const subsets = (ids: number[]) =>
  ids.reduce<number[][]>((all, id) => [...all, ...all.map((s) => [...s, id])], [[]])

function* filters(): Generator<ProductFilter> {
  for (const categoryIds of [undefined, ...subsets([1, 2])])
    for (const subcategoryIds of categoryIds ? subsets([1, 2]) : [[]])
      for (const tagId of [undefined, 1, 2])
        for (const brandId of [undefined, 1, 2])
          for (const productIds of [undefined, [], [1], [1, 2]]) {
            const filter: ProductFilter = {}
            if (categoryIds) filter.categoryScope = { categoryIds, subcategoryIds }
            if (tagId !== undefined) filter.tagId = tagId
            if (brandId !== undefined) filter.brandId = brandId
            if (productIds) filter.productIds = productIds
            yield filter
          }
}
function* scopes(): Generator<ProductScope> {
  for (const categoryId of [1, 2, 3])
    for (const subcategoryId of [null, 1, 2, 3])
      for (const brandId of [1, 2, 3])
        for (const tagIds of subsets([1, 2, 3])) yield { categoryId, subcategoryId, brandId, tagIds }
}

test('whenever a filter may list a product, the filter and the product share a key', () => {
  let listed = 0
  let checked = 0
  for (const filter of filters()) {
    const keys = new Set(filterScopeKeys(filter))
    for (const scope of scopes())
      for (const productId of [1, 2, 3]) {
        checked++
        if (filterLists(filter, productId, scope) === false) continue
        listed++
        expect(
          productScopeKeys(productId, scope).some((key) => keys.has(key)),
          JSON.stringify({ filter, scope, productId }),
        ).toBe(true)
      }
  }
  // Both outcomes were met many times: the check above ran on real cases.
  expect(listed).toBeGreaterThan(1000)
  expect(checked - listed).toBeGreaterThan(1000)
})

test('a filter the rule cannot judge is visited by every vote', () => {
  const search = { search: { match: 'chai' } } as unknown as ProductFilter
  expect(filterScopeKeys(search)).toEqual(['all'])
  expect(productScopeKeys(9, { categoryId: 1, subcategoryId: null, brandId: 2, tagIds: [] })).toContain('all')
})

test('a vote is shown the answers of its scope only, each once, and none that has left', () => {
  const index = answersByScope()
  index.add('/tea', { categoryScope: { categoryIds: [1], subcategoryIds: [4] } })
  index.add('/brand-2', { brandId: 2 })
  index.add('/all', {})
  index.add('/coffee', { categoryScope: { categoryIds: [2], subcategoryIds: [] } })
  const scope = { categoryId: 1, subcategoryId: 4, brandId: 2, tagIds: [] }
  expect(index.mayList(7, scope).sort()).toEqual(['/all', '/brand-2', '/tea'])
  index.remove('/tea')
  expect(index.mayList(7, scope).sort()).toEqual(['/all', '/brand-2'])
  for (const url of ['/brand-2', '/all', '/coffee']) index.remove(url)
  expect(index.mayList(7, scope)).toEqual([])
  expect(index.size).toBe(0)
})

test('a byte cache tells its owner of every entry that leaves, but not of one replaced', () => {
  const gone: string[] = []
  const cache = createByteCache<{ n: number }>({
    maxBytes: 100,
    maxEntries: 2,
    ttlMs: 0,
    sizeOf: () => 1,
    onRemove: (key) => gone.push(key),
  })
  cache.set('a', { n: 1 })
  cache.set('a', { n: 2 }) // replaced: still there
  cache.set('b', { n: 1 })
  cache.set('c', { n: 1 }) // pushes out a
  cache.delete('b')
  cache.clear()
  expect(gone).toEqual(['a', 'b', 'c'])
})
