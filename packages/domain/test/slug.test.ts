import { describe, expect, it } from 'vitest'
import { slugify } from '../src/rules/slug.ts'

describe('slugify', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(slugify('Cold Brew Coffee')).toBe('cold-brew-coffee')
    expect(slugify('  Many   spaces  ')).toBe('many-spaces')
  })
  it('spells out & and drops apostrophes and accents', () => {
    expect(slugify('Café Coffee & Co.')).toBe('cafe-coffee-and-co')
    expect(slugify("Men's Kurta")).toBe('mens-kurta')
  })
  it('keeps digits and collapses punctuation', () => {
    expect(slugify('Pack of 2 -- 500ml!!')).toBe('pack-of-2-500ml')
  })
  it('is empty when nothing sluggable remains', () => {
    expect(slugify('!!!')).toBe('')
  })
})
