// The demo catalogue's declarations (issue 17 §2, decision 0781): MRP, origin, maker, net quantity,
// best-before for what spoils, the brand's grievance officer, and HSN/GST for the tax invoice. The brands
// are invented, so addresses and contacts are placeholders on .example. A few products lack a
// declaration on purpose, as a real catalogue would: `npm run catalogue -- declarations` lists them.
import type { Declarations } from '@haat/domain/catalog/declarations'
import type { BrandSeed } from '../data/brands.ts'
import { CONSUMABLE_SUBCATEGORIES } from '../data/copy.ts'
import type { Kind } from '../data/kind.ts'
import { createRng } from '../random.ts'
import type { OptionDraft, VariantDraft } from './options.ts'

/** HSN heading and GST rate (%) by category, as a demo: an operator's catalogue gives each product its own. */
const GST_BY_CATEGORY: Record<string, [hsn: string, rate: 0 | 3 | 5 | 12 | 18 | 28]> = {
  'food-drink': ['2101', 5],
  beauty: ['3304', 18],
  'health-wellness': ['3004', 12],
  apparel: ['6109', 5],
  men: ['6205', 5],
  women: ['6204', 5],
  kids: ['9503', 12],
  games: ['9504', 18],
  electronics: ['8518', 18],
  accessories: ['9102', 18],
  travel: ['4202', 18],
  kitchen: ['7323', 12],
  'home-decor': ['6912', 12],
  pets: ['2309', 18],
  'sports-fitness': ['9506', 12],
}
const QUANTITY = /\b\d+(?:\.\d+)?\s?(?:ml|l|g|kg|m|cm)\b/i

function netQuantity(options: OptionDraft[], detail: string): string {
  const pack = options.find((o) => o.values.every((v) => QUANTITY.test(v)))
  if (pack) return pack.values.join(' / ')
  const count = /pack of (\d+)/i.exec(detail)
  if (count) return `${count[1]} N`
  return QUANTITY.exec(detail)?.[0] ?? '1 N'
}

type Draft = {
  brand: BrandSeed
  kind: Kind
  options: OptionDraft[]
  variants: VariantDraft[]
  detail: string
}

export function draftDeclarations(seed: number, index: number, d: Draft): Declarations {
  // A stream of its own: the other demo numbers stay what they were before declarations existed.
  const rng = createRng(seed, 'declarations', index)
  const [hsnCode, gstRatePercent] = GST_BY_CATEGORY[d.kind.category] ?? ['9999', 18]
  const spoils = CONSUMABLE_SUBCATEGORIES.has(d.kind.subcategory)
  const declarations: Declarations = {
    mrp: Math.max(...d.variants.map((v) => v.price)),
    countryOfOrigin: 'India',
    manufacturer: `${d.brand.name} (demo), ${rng.int(2, 180)} Industrial Area, ${d.brand.city}, India`,
    netQuantity: netQuantity(d.options, d.detail),
    grievanceContact: `Grievance officer, ${d.brand.name}: grievance@${d.brand.slug}.example, +91 80 4000 ${rng.int(1000, 9999)}`,
    hsnCode,
    gstRatePercent,
  }
  if (spoils) declarations.bestBefore = `Best before ${rng.pick([6, 9, 12, 18])} months from packing`
  // Gaps the operator's warning list finds.
  if (rng.chance(0.08)) delete declarations.grievanceContact
  if (spoils && rng.chance(0.1)) delete declarations.bestBefore
  if (rng.chance(0.05)) delete declarations.netQuantity
  return declarations
}
