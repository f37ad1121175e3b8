import { describe, expect, it } from 'vitest'
import { hasNextPage, pageOffset, totalPagesFor } from '../src/rules/paging.ts'
import { pageParamsSchema } from '../src/rules/paging-schema.ts'

describe('hasNextPage', () => {
  it('is true when not last and another page exists', () => {
    expect(hasNextPage({ last: false, pageNumber: 0, totalPages: 2 })).toBe(true)
  })
  it('is false on the final page even if last is false', () => {
    expect(hasNextPage({ last: false, pageNumber: 1, totalPages: 2 })).toBe(false)
  })
  it('is false when the answer says last', () => {
    expect(hasNextPage({ last: true, pageNumber: 0, totalPages: 5 })).toBe(false)
  })
  it('is false for an empty result', () => {
    expect(hasNextPage({ last: false, pageNumber: 0, totalPages: 0 })).toBe(false)
  })
})

describe('totalPagesFor', () => {
  it('rounds partial pages up', () => {
    expect(totalPagesFor(0, 10)).toBe(0)
    expect(totalPagesFor(1, 10)).toBe(1)
    expect(totalPagesFor(10, 10)).toBe(1)
    expect(totalPagesFor(11, 10)).toBe(2)
  })
  it('guards a zero size', () => {
    expect(totalPagesFor(5, 0)).toBe(0)
  })
  it('pairs with pageOffset', () => {
    expect(pageOffset(3, 10)).toBe(30)
  })
})

describe('pageParamsSchema', () => {
  it('defaults to page 0 of size 10', () => {
    expect(pageParamsSchema.parse({})).toEqual({ page: 0, size: 10 })
  })
  it('coerces query-string text', () => {
    expect(pageParamsSchema.parse({ page: '2', size: '25' })).toEqual({ page: 2, size: 25 })
  })
  it('accepts the bounds 1 and 100', () => {
    expect(pageParamsSchema.parse({ size: '1' }).size).toBe(1)
    expect(pageParamsSchema.parse({ size: '100' }).size).toBe(100)
  })
  it.each([{ page: '-1' }, { page: '1.5' }, { page: 'abc' }, { size: '0' }, { size: '101' }])(
    'rejects %o',
    (q) => {
      expect(pageParamsSchema.safeParse(q).success).toBe(false)
    },
  )
})
