// Brings a catalogue file into the store: the function behind `npm run catalogue -- import` (and the
// admin later). Products are upserted by handle; unchanged ones are not written, so a second import of
// the same file changes nothing. A file with problems changes nothing unless `importGoodRows` is set;
// a dry run reports what would change and writes neither rows nor media.
import type { Db } from '../../db/client.ts'
import { loadReferences } from './catalogue-references.ts'
import { checkProducts, type CheckedProduct } from './check-products.ts'
import type { ImportReport, ProductCandidate, ProductChange, RowProblem } from './import-report.ts'
import { placeImages, type ImageIngest } from './place-images.ts'
import { changedFields, desiredState, type ProductState } from './product-state.ts'
import { readCatalogueJson } from './read-catalogue-json.ts'
import { readShopifyCsv } from './read-shopify-csv.ts'
import { storedProducts } from './stored-products.ts'
import { writeProduct } from './write-product.ts'

export type CatalogueFormat = 'shopify-csv' | 'json'
/** What a reader makes of a file (or the Shopify sync of a shop): products to check, refusals, drafts. */
export type ReadCatalogue = {
  candidates: ProductCandidate[]
  problems: RowProblem[]
  skipped: ProductCandidate[]
}
export type ImportOptions = {
  text: string
  format: CatalogueFormat
} & WriteOptions
export type WriteOptions = {
  images: ImageIngest
  brand?: string
  dryRun?: boolean
  importGoodRows?: boolean
  now?: Date
  /** Products checked so far (images are the slow part) and products written. */
  onProgress?: (stage: 'images' | 'write', done: number, total: number) => void
}

export const formatOf = (fileName: string): CatalogueFormat | null =>
  /\.csv$/i.test(fileName) ? 'shopify-csv' : /\.json$/i.test(fileName) ? 'json' : null

export async function importCatalogue(db: Db, opts: ImportOptions): Promise<ImportReport> {
  const read = opts.format === 'json' ? readCatalogueJson(opts.text) : readShopifyCsv(opts.text)
  return importCandidates(db, read, opts)
}

export async function importCandidates(
  db: Db,
  read: ReadCatalogue,
  opts: WriteOptions,
): Promise<ImportReport> {
  const dryRun = opts.dryRun ?? false
  const references = await loadReferences(db, opts.brand)
  const { checked, problems } = checkProducts(read.candidates, references)
  const allProblems: RowProblem[] = [...read.problems, ...problems]
  // Pictures are only stored when the rows may be written; otherwise they are checked only.
  const mayWrite = !dryRun && (allProblems.length === 0 || opts.importGoodRows === true)
  const placed = await placeImages(checked, opts.images, { store: mayWrite, onProgress: opts.onProgress })
  allProblems.push(...placed.problems)
  allProblems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
  const stored = await storedProducts(
    db,
    placed.ready.map((r) => r.checked.product.slug),
  )
  const plans: Array<{ change: ProductChange; state: ProductState; checked: CheckedProduct }> =
    placed.ready.map((r) => {
      const state = desiredState(r.checked.product, r.checked.place, r.images, r.variantImages)
      const current = stored.get(state.columns.slug)
      const fields = current ? changedFields(current.state, state) : []
      const action = !current ? 'create' : fields.length ? 'update' : 'unchanged'
      return { change: { handle: state.columns.slug, action, fields }, state, checked: r.checked }
    })
  const applied = !dryRun && (allProblems.length === 0 || opts.importGoodRows === true)
  if (applied) {
    const now = opts.now ?? new Date()
    const toWrite = plans.filter((p) => p.change.action !== 'unchanged')
    await db.transaction(async (tx) => {
      let done = 0
      for (const plan of toWrite) {
        await writeProduct(tx, plan.state, stored.get(plan.state.columns.slug), now)
        opts.onProgress?.('write', ++done, toWrite.length)
      }
    })
  }
  const skipped = read.skipped.map((s: ProductCandidate) => ({ line: s.line, handle: s.handle }))
  const wouldApply = allProblems.length === 0 || opts.importGoodRows === true
  return {
    dryRun,
    applied: dryRun ? wouldApply : applied,
    changes: plans.map((p) => p.change),
    problems: allProblems,
    skipped,
  }
}
