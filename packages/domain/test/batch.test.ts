import { describe, expect, it } from 'vitest'
import { currentSelectionUnits, selectAtLeastUnits, selectOrMore } from '../src/constants/messages.ts'
import {
  batchKey,
  batchLines,
  batchMinimumMet,
  batchQuantity,
  batchTotal,
  canDecrementBatch,
  setBatchQuantity,
  stepBatchQuantity,
} from '../src/rules/batch.ts'

describe('batch quantities', () => {
  it('keys by option name and value', () => {
    expect(batchKey('Flavor', 'Mango')).toBe('Flavor:Mango')
    expect(setBatchQuantity({}, 'Flavor', 'Mango', 3)).toEqual({ 'Flavor:Mango': 3 })
  })
  it('never goes below 0, and 0 drops the key', () => {
    const q = setBatchQuantity({ 'Flavor:Mango': 1 }, 'Flavor', 'Mango', -4)
    expect(q).toEqual({})
    expect(batchQuantity(q, 'Flavor', 'Mango')).toBe(0)
    expect(stepBatchQuantity({}, 'Flavor', 'Lime', -1)).toEqual({})
  })
  it('steps up and down one unit at a time', () => {
    let q = stepBatchQuantity({}, 'Flavor', 'Lime', 1)
    q = stepBatchQuantity(q, 'Flavor', 'Lime', 1)
    expect(batchQuantity(q, 'Flavor', 'Lime')).toBe(2)
    expect(canDecrementBatch(q, 'Flavor', 'Lime')).toBe(true)
    q = stepBatchQuantity(stepBatchQuantity(q, 'Flavor', 'Lime', -1), 'Flavor', 'Lime', -1)
    expect(canDecrementBatch(q, 'Flavor', 'Lime')).toBe(false)
  })
  it('keeps whole units, ignores junk and caps at 99', () => {
    expect(setBatchQuantity({}, 'F', 'A', 2.7)).toEqual({ 'F:A': 2 })
    expect(setBatchQuantity({ 'F:A': 2 }, 'F', 'A', Number.NaN)).toEqual({})
    expect(setBatchQuantity({}, 'F', 'A', 500)).toEqual({ 'F:A': 99 })
  })
  it('does not mutate its input', () => {
    const q = { 'F:A': 1 }
    setBatchQuantity(q, 'F', 'A', 5)
    expect(q).toEqual({ 'F:A': 1 })
  })
  it('totals across option values', () => {
    expect(batchTotal({})).toBe(0)
    expect(batchTotal({ 'Flavor:Mango': 3, 'Flavor:Lime': 4 })).toBe(7)
  })
  it('lists the chosen lines, splitting on the first colon', () => {
    expect(batchLines({ 'Flavor:Mango': 2, 'Size:1:2 kg': 1 })).toEqual([
      { optionName: 'Flavor', optionValue: 'Mango', quantity: 2 },
      { optionName: 'Size', optionValue: '1:2 kg', quantity: 1 },
    ])
  })
})

describe('batchMinimumMet', () => {
  it('needs the total to reach the minimum', () => {
    expect(batchMinimumMet(5, 6)).toBe(false)
    expect(batchMinimumMet(6, 6)).toBe(true)
    expect(batchMinimumMet(7, 6)).toBe(true)
  })
  it('is met when there is no minimum', () => {
    expect(batchMinimumMet(0, null)).toBe(true)
    expect(batchMinimumMet(0, undefined)).toBe(true)
  })
})

describe('batch texts', () => {
  it('fill the spec texts with their numbers', () => {
    expect(selectAtLeastUnits(6)).toBe('Select at least 6 units to proceed')
    expect(currentSelectionUnits(4)).toBe('Current selection: 4 units')
    expect(selectOrMore(6)).toBe('Select 6 or more')
  })
})
