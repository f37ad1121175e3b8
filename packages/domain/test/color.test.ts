import { describe, expect, it } from 'vitest'
import { DEFAULT_SWATCH, swatchCandidate } from '../src/rules/color.ts'
import { swatchColor } from '../src/rules/color-names.ts'

describe('swatchColor', () => {
  it('passes CSS colour names through, in any case', () => {
    expect(swatchColor('Teal')).toBe('teal')
    expect(swatchColor('MAROON')).toBe('maroon')
    expect(swatchColor('Indigo')).toBe('indigo')
    expect(swatchColor('Olive')).toBe('olive')
    expect(swatchColor('Beige')).toBe('beige')
  })
  it('joins multi-word names', () => {
    expect(swatchColor('Light Blue')).toBe('lightblue')
    expect(swatchColor('dark-green')).toBe('darkgreen')
  })
  it('knows catalogue colour names CSS lacks', () => {
    expect(swatchColor('Mustard')).toBe('#e1ad01')
    expect(swatchColor('Rust')).toBe('#b7410e')
    expect(swatchColor('Charcoal')).toBe('#36454f')
    expect(swatchColor('Off White')).toBe('#f8f4e3')
    expect(swatchColor('off-white')).toBe('#f8f4e3')
  })
  it('accepts hex codes', () => {
    expect(swatchColor('#1A2B3C')).toBe('#1a2b3c')
    expect(swatchColor('#fff')).toBe('#fff')
  })
  it('falls back to the default grey', () => {
    expect(DEFAULT_SWATCH).toBe('#9ca3af')
    expect(swatchColor('Multicolour')).toBe(DEFAULT_SWATCH)
    expect(swatchColor('')).toBe(DEFAULT_SWATCH)
    expect(swatchColor('#12')).toBe(DEFAULT_SWATCH)
    expect(swatchColor('constructor')).toBe(DEFAULT_SWATCH) // not an inherited object key
    expect(swatchColor('red; background: url(x)')).toBe(DEFAULT_SWATCH)
  })
})

describe('swatchCandidate (the browser swatch, painted over grey)', () => {
  it('hex and catalogue names as swatchColor gives them; single words left to the CSS parser', () => {
    expect(swatchCandidate('#1A2B3C')).toBe('#1a2b3c')
    expect(swatchCandidate('Off White')).toBe('#f8f4e3')
    expect(swatchCandidate('Light Blue')).toBe('lightblue')
    expect(swatchCandidate('Multicolour')).toBe('multicolour') // not CSS: the browser drops it, grey shows
  })

  it('nothing that could leave the declaration or reach Object.prototype', () => {
    expect(swatchCandidate('red; background: url(x)')).toBe(DEFAULT_SWATCH)
    expect(swatchCandidate('')).toBe(DEFAULT_SWATCH)
    expect(swatchCandidate('#12')).toBe(DEFAULT_SWATCH)
    expect(swatchCandidate('constructor')).toBe('constructor') // a plain word; CSS does not know it
  })
})
