// A product as the import sees it: the columns and rows an imported product owns, in a form that
// compares equal when nothing changed (so a second import of the same file writes nothing).
import { slugify } from '@haat/domain/rules/slug'
import type { ImportProduct } from '@haat/domain/catalog/catalogue-file'
import type { Declarations } from '@haat/domain/catalog/declarations'
import type { Placement } from './catalogue-references.ts'

export type StoredImage = { url: string; width: number; height: number }
export type VariantState = {
  price: number
  availableForSale: boolean
  imageUrl: string | null
  selectedOptions: { name: string; value: string }[]
  externalId: string | null
}
export type ProductState = {
  columns: {
    slug: string
    title: string
    headline: string
    description: string
    /** Hindi texts (decision 0791): written only by a file that gives some, so a Shopify import or sync
     * keeps what the operator wrote in the admin. */
    titleHi?: string | null
    headlineHi?: string | null
    descriptionHi?: string | null
    brandId: number
    categoryId: number
    subcategoryId: number | null
    price: number
    offerType: 'PERCENT' | 'AMOUNT' | null
    offerValue: number | null
    offerCode: string | null
    batchMin: number | null
    buyUrl: string | null
    shippingDetails: string | null
    returnPolicy: string | null
    declarations: Declarations | null
  }
  images: StoredImage[]
  options: { name: string; values: string[] }[]
  variants: VariantState[]
  /** Tag slug → name as the file writes it. */
  tags: Array<{ slug: string; name: string }>
}

/** Keys in one order (jsonb answers them in its own), so stored and imported declarations compare equal. */
export const sortedDeclarations = (d: Declarations | null | undefined): Declarations | null =>
  d && Object.keys(d).length > 0
    ? (Object.fromEntries(Object.entries(d).sort(([a], [b]) => a.localeCompare(b))) as Declarations)
    : null

/** Variants are matched by their option values, so an edited price updates the same variant row. */
export const variantKey = (v: { selectedOptions: { value: string }[] }) =>
  v.selectedOptions.map((o) => o.value).join('\u0000')

type HindiColumns = Pick<ProductState['columns'], 'titleHi' | 'headlineHi' | 'descriptionHi'>

function hindiColumns(p: ImportProduct): HindiColumns {
  if (p.titleHi === undefined && p.headlineHi === undefined && p.descriptionHtmlHi === undefined) return {}
  return {
    titleHi: p.titleHi ?? null,
    headlineHi: p.headlineHi ?? p.titleHi ?? null,
    // Only the catalogue file carries Hindi; its reader has cleaned the HTML to text (decision 0742).
    descriptionHi: p.descriptionHtmlHi || null,
  }
}

export function desiredState(
  p: ImportProduct,
  place: Placement,
  images: StoredImage[],
  variantImages: Array<string | null>,
): ProductState {
  const tags = new Map<string, string>()
  for (const name of p.tags) if (slugify(name)) tags.set(slugify(name), name)
  return {
    columns: {
      slug: p.slug,
      title: p.title,
      headline: p.headline ?? p.title,
      description: p.descriptionHtml,
      ...hindiColumns(p),
      ...place,
      price: Math.min(...p.variants.map((v) => v.price)),
      offerType: p.offer?.type ?? null,
      offerValue: p.offer?.value ?? null,
      offerCode: p.offer?.code ?? null,
      batchMin: p.batchMin ?? null,
      buyUrl: p.buyUrl ?? null,
      shippingDetails: p.shippingDetails ?? null,
      returnPolicy: p.returnPolicy ?? null,
      declarations: sortedDeclarations(p.declarations),
    },
    images,
    options: p.options.map((o) => ({ name: o.name, values: o.values })),
    variants: p.variants.map((v, i) => ({
      price: v.price,
      availableForSale: v.available,
      imageUrl: variantImages[i] ?? images[0]?.url ?? null,
      selectedOptions: v.options,
      externalId: v.shopifyId ?? null,
    })),
    tags: [...tags].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.slug.localeCompare(b.slug)),
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields that differ ([] = unchanged). */
export function changedFields(current: ProductState, desired: ProductState): string[] {
  const fields = Object.keys(desired.columns).filter(
    (k) =>
      !same(
        current.columns[k as keyof ProductState['columns']],
        desired.columns[k as keyof ProductState['columns']],
      ),
  )
  if (!same(current.images, desired.images)) fields.push('images')
  if (!same(current.options, desired.options)) fields.push('options')
  if (!same(current.variants, desired.variants)) fields.push('variants')
  if (
    !same(
      current.tags.map((t) => t.slug),
      desired.tags.map((t) => t.slug),
    )
  )
    fields.push('tags')
  return fields
}
