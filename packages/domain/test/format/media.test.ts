import { describe, expect, test } from 'vitest'
import { mediaVariant, srcSet } from '../../src/format/media.ts'

describe('mediaVariant', () => {
  test('swaps the width suffix of a stored image', () => {
    expect(mediaVariant('/media/products/kesar-candle-2-960.webp', 320)).toBe(
      '/media/products/kesar-candle-2-320.webp',
    )
  })
  test('keeps numbers inside the name', () => {
    expect(mediaVariant('/media/products/a-20000-mah-1-960.webp', 640)).toBe(
      '/media/products/a-20000-mah-1-640.webp',
    )
  })
  test('leaves URLs without width variants alone', () => {
    expect(mediaVariant('/media/brands/volt-veda-logo.svg', 320)).toBe('/media/brands/volt-veda-logo.svg')
    expect(mediaVariant('https://cdn.example/p.jpg', 320)).toBe('https://cdn.example/p.jpg')
  })
})

describe('srcSet', () => {
  test('lists the three product widths', () => {
    expect(srcSet('/media/products/x-1-960.webp')).toBe(
      '/media/products/x-1-320.webp 320w, /media/products/x-1-640.webp 640w, /media/products/x-1-960.webp 960w',
    )
  })
  test('takes other widths for wide images', () => {
    expect(srcSet('/media/banners/home-1-1280.webp', [640, 1280])).toBe(
      '/media/banners/home-1-640.webp 640w, /media/banners/home-1-1280.webp 1280w',
    )
  })
  test('is undefined for an image with one size', () => {
    expect(srcSet('/media/categories/pets.svg')).toBeUndefined()
  })
})
