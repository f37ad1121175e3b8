import { describe, expect, it } from 'vitest'
import { parseTapeSeed, productTapeSeed, PRODUCT_TAPE_SEEDS, randomTapeSeed } from '../src/rules/tape-seed.ts'
import { tapeSeedSchema } from '../src/rules/tape-seed-schema.ts'

describe('randomTapeSeed', () => {
  it('spans 0 to 9999 inclusive', () => {
    expect(randomTapeSeed(() => 0)).toBe(0)
    expect(randomTapeSeed(() => 0.999999999)).toBe(9999)
    expect(randomTapeSeed(() => 0.5)).toBe(5000)
  })
  it('draws whole numbers by default', () => {
    const s = randomTapeSeed()
    expect(Number.isInteger(s) && s >= 0 && s <= 9999).toBe(true)
  })
})

describe('parseTapeSeed', () => {
  it('reads valid seeds', () => {
    expect(parseTapeSeed('0')).toBe(0)
    expect(parseTapeSeed('9999')).toBe(9999)
    expect(parseTapeSeed('42')).toBe(42)
  })
  it('is null for missing or invalid seeds', () => {
    for (const raw of [null, undefined, '', ' ', '-1', '10000', '4.2', 'abc'])
      expect(parseTapeSeed(raw)).toBeNull()
  })
  it('schema bounds the API query', () => {
    expect(tapeSeedSchema.safeParse('10000').success).toBe(false)
  })
  it('agrees with the API schema on every kind of value', () => {
    for (const raw of [
      '0',
      '9999',
      '42',
      ' 7 ',
      '007',
      '-1',
      '10000',
      '4.2',
      '1e3',
      '0x10',
      'abc',
      'Infinity',
    ]) {
      const r = tapeSeedSchema.safeParse(raw)
      expect(parseTapeSeed(raw)).toBe(r.success ? r.data : null)
    }
  })
})

describe('productTapeSeed', () => {
  it('gives a product the same valid seed every time, and its neighbours other ones', () => {
    const seeds = Array.from({ length: 1000 }, (_, k) => productTapeSeed(k + 1))
    expect(seeds.every((s) => tapeSeedSchema.safeParse(String(s)).success)).toBe(true)
    expect(productTapeSeed(4242)).toBe(productTapeSeed(4242))
    expect(productTapeSeed(41)).not.toBe(productTapeSeed(42))
    // However many products, PRODUCT_TAPE_SEEDS orders: as many stored answers.
    expect(new Set(seeds).size).toBe(PRODUCT_TAPE_SEEDS)
  })
})
