import { describe, expect, it } from 'vitest'
import {
  addGuestUpvote,
  parseGuestUpvotes,
  removeGuestUpvote,
  serializeGuestUpvotes,
} from '../src/rules/guest-upvotes.ts'
import { guestUpvotesSchema, productIdSchema } from '../src/rules/guest-upvotes-schema.ts'

describe('parseGuestUpvotes', () => {
  it('reads a JSON array', () => {
    expect(parseGuestUpvotes('[3,7,12]')).toEqual([3, 7, 12])
  })
  it('reads a comma list, with spaces', () => {
    expect(parseGuestUpvotes('3, 7,12')).toEqual([3, 7, 12])
  })
  it('is empty for missing or blank values', () => {
    expect(parseGuestUpvotes(null)).toEqual([])
    expect(parseGuestUpvotes(undefined)).toEqual([])
    expect(parseGuestUpvotes('')).toEqual([])
    expect(parseGuestUpvotes('[]')).toEqual([])
  })
  it('dedupes, keeping first occurrences', () => {
    expect(parseGuestUpvotes('[7,3,7,3,9]')).toEqual([7, 3, 9])
  })
  it('ignores junk entries', () => {
    expect(parseGuestUpvotes('[1,"2",-3,0,4.5,"x",null,{},[5],true,6]')).toEqual([1, 2, 6])
    expect(parseGuestUpvotes('1,abc,,-2,3e2,4')).toEqual([1, 4])
    expect(parseGuestUpvotes('[1, 99999999999999]')).toEqual([1]) // beyond a database integer
  })
  it('survives malformed JSON and non-array JSON', () => {
    expect(parseGuestUpvotes('[1,2')).toEqual([1, 2])
    expect(parseGuestUpvotes('{"a":1}')).toEqual([])
    expect(parseGuestUpvotes('"5"')).toEqual([])
  })
  it('caps at 500 ids', () => {
    const many = JSON.stringify(Array.from({ length: 800 }, (_, i) => i + 1))
    const ids = parseGuestUpvotes(many)
    expect(ids).toHaveLength(500)
    expect(ids.at(-1)).toBe(500)
  })
  it('round-trips through serializeGuestUpvotes', () => {
    expect(parseGuestUpvotes(serializeGuestUpvotes([4, 5]))).toEqual([4, 5])
  })
})

describe('guestUpvotesSchema', () => {
  it('accepts a list of ids and dedupes it', () => {
    expect(guestUpvotesSchema.parse([1, 2, 2])).toEqual([1, 2])
  })
  it('rejects an empty list with the spec message', () => {
    const r = guestUpvotesSchema.safeParse([])
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe('No guest upvotes to merge')
  })
  it('rejects bad ids and oversized lists', () => {
    expect(guestUpvotesSchema.safeParse([0]).success).toBe(false)
    expect(guestUpvotesSchema.safeParse(['x']).success).toBe(false)
    expect(guestUpvotesSchema.safeParse(['5']).success).toBe(false)
    expect(guestUpvotesSchema.safeParse([true]).success).toBe(false)
    expect(guestUpvotesSchema.safeParse(Array.from({ length: 501 }, (_, i) => i + 1)).success).toBe(false)
  })
})

describe('productIdSchema', () => {
  it('reads path ids and rejects junk', () => {
    expect(productIdSchema.parse('42')).toBe(42)
    for (const raw of ['0', '-1', '1.5', 'abc', '2147483648'])
      expect(productIdSchema.safeParse(raw).success).toBe(false)
  })
})

describe('addGuestUpvote / removeGuestUpvote', () => {
  it('adds once and removes', () => {
    const list = addGuestUpvote(addGuestUpvote([], 5), 5)
    expect(list).toEqual([5])
    expect(addGuestUpvote(list, 6)).toEqual([5, 6])
    expect(removeGuestUpvote([5, 6], 5)).toEqual([6])
    expect(removeGuestUpvote([6], 5)).toEqual([6])
  })
  it('does not mutate its input', () => {
    const list = [1]
    addGuestUpvote(list, 2)
    removeGuestUpvote(list, 1)
    expect(list).toEqual([1])
  })
})
