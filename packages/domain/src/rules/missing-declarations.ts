// What a product's declarations lack for Indian rules (decision 0781): the operator's warning list.
import type { Declarations } from '../catalog/declarations.ts'

export type MissingDeclaration =
  | 'MRP'
  | 'country of origin'
  | 'manufacturer, packer or importer'
  | 'importer (imported goods)'
  | 'net quantity'
  | 'best-before date (food)'
  | 'seller grievance contact'
  | 'HSN code and GST rate (tax invoice)'

const isIndia = (country: string) => /^(india|bharat)$/i.test(country.trim())

/** `food`: the product is food (or otherwise spoils), so it needs a best-before declaration. */
export function missingDeclarations(d: Declarations | null, food: boolean): MissingDeclaration[] {
  const has = d ?? {}
  const missing: MissingDeclaration[] = []
  if (has.mrp === undefined) missing.push('MRP')
  if (!has.countryOfOrigin) missing.push('country of origin')
  if (!has.manufacturer && !has.packer && !has.importer) missing.push('manufacturer, packer or importer')
  if (has.countryOfOrigin && !isIndia(has.countryOfOrigin) && !has.importer)
    missing.push('importer (imported goods)')
  if (!has.netQuantity) missing.push('net quantity')
  if (food && !has.bestBefore) missing.push('best-before date (food)')
  if (!has.grievanceContact) missing.push('seller grievance contact')
  // Not a page declaration: the tax invoice prints '-' and charges the store's default rate without them.
  if (!has.hsnCode || has.gstRatePercent === undefined) missing.push('HSN code and GST rate (tax invoice)')
  return missing
}
