import { expect, test } from 'vitest'
import { declarationsSchema } from '../src/catalog/declarations.ts'
import { missingDeclarations } from '../src/rules/missing-declarations.ts'

const complete = {
  mrp: 499,
  countryOfOrigin: 'India',
  manufacturer: 'Pahadi Pantry Foods LLP, 12 Rajpur Road, Dehradun 248001, Uttarakhand',
  netQuantity: '500 g',
  grievanceContact: 'Asha Negi, grievance officer: +91 98765 43210, care@pahadi.example',
  hsnCode: '0409',
  gstRatePercent: 0 as const,
}

test('a complete declaration lacks nothing; food also needs its best-before date', () => {
  expect(missingDeclarations(complete, false)).toEqual([])
  expect(missingDeclarations(complete, true)).toEqual(['best-before date (food)'])
  expect(missingDeclarations({ ...complete, bestBefore: 'Best before 9 months from packing' }, true)).toEqual(
    [],
  )
})

test('nothing declared lists every rule; imported goods need their importer', () => {
  expect(missingDeclarations(null, false)).toEqual([
    'MRP',
    'country of origin',
    'manufacturer, packer or importer',
    'net quantity',
    'seller grievance contact',
    'HSN code and GST rate (tax invoice)',
  ])
  expect(missingDeclarations({ ...complete, gstRatePercent: undefined }, false)).toEqual([
    'HSN code and GST rate (tax invoice)',
  ])
  expect(missingDeclarations({ ...complete, countryOfOrigin: 'Italy' }, false)).toEqual([
    'importer (imported goods)',
  ])
  expect(
    missingDeclarations({ ...complete, countryOfOrigin: 'Italy', importer: 'Chashma Street, Delhi' }, false),
  ).toEqual([])
})

test('the schema refuses what cannot be printed on a pack', () => {
  expect(declarationsSchema.safeParse({ mrp: 0 }).success).toBe(false)
  expect(declarationsSchema.safeParse({ hsnCode: '33A4' }).success).toBe(false)
  expect(declarationsSchema.safeParse({ gstRatePercent: 7 }).success).toBe(false)
  expect(declarationsSchema.parse({ hsnCode: '3304', gstRatePercent: 18 })).toEqual({
    hsnCode: '3304',
    gstRatePercent: 18,
  })
})
