import { describe, expect, it } from 'vitest'
import { gstinCheckChar, gstinState } from '../../src/gst/gstin.ts'

describe('gstinState', () => {
  it('reads the state of GSTINs whose check character is right', () => {
    expect(gstinState('27AAPFU0939F1ZV')).toBe('Maharashtra')
    expect(gstinState('29AAGCB7383J1Z4')).toBe('Karnataka')
    expect(gstinState('07AAGFF2194N1Z1')).toBe('Delhi')
    expect(gstinState('33AAACH7409R1Z8')).toBe('Tamil Nadu')
  })

  it('refuses a mistyped, malformed or unknown-state GSTIN', () => {
    expect(gstinState('27AAPFU0939F1ZW')).toBeNull() // wrong check character
    expect(gstinState('27AAPFU0939F1Z')).toBeNull()
    expect(gstinState('27aapfu0939f1zv')).toBeNull()
    const unknownState = `98AAPFU0939F1Z`
    expect(gstinState(unknownState + gstinCheckChar(unknownState))).toBeNull()
  })
})
