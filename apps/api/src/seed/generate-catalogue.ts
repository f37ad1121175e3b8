// The demo catalogue as plain rows, from a seed alone (pure: no I/O, no clock unless `now` is left out).
import {
  brandRows,
  categoryRows,
  tagRows,
  type BrandRow,
  type CategoryRow,
  type TagRow,
} from './catalogue/fixed-rows.ts'
import { draftProduct, type ProductDraft } from './catalogue/draft-product.ts'
import {
  guideRows,
  tapeProductIndexes,
  tapeRows,
  type GuideProductRow,
  type GuideRow,
  type TapeRow,
} from './catalogue/guide-and-tape-rows.ts'
import { productRows, type ProductRows, type RowContext } from './catalogue/product-rows.ts'
import { DEMO_PRODUCTS, DEMO_SEED } from './demo-constants.ts'

export type CatalogueOptions = { seed?: number; products?: number; now?: Date }

export type FixedCatalogue = {
  brands: BrandRow[]
  categories: CategoryRow[]
  tags: TagRow[]
  guides: GuideRow[]
  guideProducts: GuideProductRow[]
  tapes: TapeRow[]
}

export type Catalogue = FixedCatalogue & {
  products: Array<ProductRows['product']>
  files: ProductRows['files']
  options: ProductRows['options']
  variants: ProductRows['variants']
  productTags: ProductRows['productTags']
}

const startOfTodayUtc = () => new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000)

function resolve(opts: CatalogueOptions) {
  return {
    seed: opts.seed ?? DEMO_SEED,
    products: opts.products ?? DEMO_PRODUCTS,
    now: opts.now ?? startOfTodayUtc(),
  }
}

/** Everything but the products, plus what product rows need to point at. */
export function fixedCatalogue(opts: CatalogueOptions = {}): { fixed: FixedCatalogue; context: RowContext } {
  const { seed, products, now } = resolve(opts)
  const demo: ProductDraft[] = []
  for (let i = 0; i < Math.min(products, DEMO_PRODUCTS); i++) demo.push(draftProduct(seed, i, now))
  const categories = categoryRows()
  const tags = tagRows()
  const context: RowContext = {
    tagIds: new Map(tags.map((t) => [t.slug, t.id])),
    categoryIds: new Map(categories.map((c) => [c.paramName, c.id])),
    tapeProductIds: new Set(
      tapeProductIndexes()
        .filter((i) => i < products)
        .map((i) => i + 1),
    ),
  }
  const fixed = {
    brands: brandRows(),
    categories,
    tags,
    ...guideRows(seed, demo),
    tapes: tapeRows(seed, demo),
  }
  return { fixed, context }
}

/** Product rows in chunks, so a 100k load never holds every row in memory at once. */
export function* productRowChunks(opts: CatalogueOptions, context: RowContext, chunkSize: number) {
  const { seed, products, now } = resolve(opts)
  for (let from = 0; from < products; from += chunkSize) {
    const chunk: ProductRows[] = []
    for (let i = from; i < Math.min(from + chunkSize, products); i++) {
      chunk.push(productRows(draftProduct(seed, i, now), context))
    }
    yield chunk
  }
}

export function generateCatalogue(opts: CatalogueOptions = {}): Catalogue {
  const { fixed, context } = fixedCatalogue(opts)
  const rows = [...productRowChunks(opts, context, Number.MAX_SAFE_INTEGER)].flat()
  return {
    ...fixed,
    products: rows.map((r) => r.product),
    files: rows.flatMap((r) => r.files),
    options: rows.flatMap((r) => r.options),
    variants: rows.flatMap((r) => r.variants),
    productTags: rows.flatMap((r) => r.productTags),
  }
}
