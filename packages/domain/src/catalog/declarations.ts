// What Indian rules ask a product page to declare (issue 17 §2; decision 0781): the Legal Metrology
// (Packaged Commodities) Rules 2011, rule 6(1) and, for e-commerce, 6(10); the Consumer Protection
// (E-Commerce) Rules 2020, rules 4–6 (grievance officer, importer, country of origin). Stored on the
// product as one JSON object; every field optional, so a catalogue can be filled in over time.
import { z } from 'zod'

const line = (max: number) => z.string().trim().min(1).max(max)

export const declarationsSchema = z.object({
  /** Maximum retail price in whole rupees, inclusive of all taxes (LM rule 6(1)(e)). */
  mrp: z.number().int().min(1).max(10_000_000).optional(),
  countryOfOrigin: line(60).optional(),
  /** Name and full address, as printed on the pack. */
  manufacturer: line(400).optional(),
  packer: line(400).optional(),
  /** Required when the country of origin is not India. */
  importer: line(400).optional(),
  /** In standard units: '500 g', '250 ml', '1 N' (number of pieces). */
  netQuantity: line(60).optional(),
  /** Food and other goods that spoil: 'Best before 9 months from packing'. */
  bestBefore: line(120).optional(),
  /** The seller's grievance officer: name, phone and email. */
  grievanceContact: line(300).optional(),
  /** GST: HSN code (4–8 digits) and rate, for the tax invoice. */
  hsnCode: z
    .string()
    .regex(/^[0-9]{4,8}$/, 'must be 4 to 8 digits')
    .optional(),
  gstRatePercent: z.union([0, 3, 5, 12, 18, 28].map((r) => z.literal(r))).optional(),
})
export type Declarations = z.infer<typeof declarationsSchema>
