// What an import says back: per product what it would do (or did), and every row it refused and why.
import { changesAnything } from '@haat/domain/admin/catalogue-import'

export type RowProblem = {
  /** Line in the file (1-based; a Shopify product's first or offending row), null when unknown. */
  line: number | null
  /** The product's handle/slug, when the row got that far. */
  handle: string | null
  reason: string
}

export type ProductChange = {
  handle: string
  action: 'create' | 'update' | 'unchanged'
  /** Which fields differ from the store's copy (updates only). */
  fields: string[]
}

export type ImportReport = {
  dryRun: boolean
  /** True when the file's good rows were written (or, on a dry run, would be). */
  applied: boolean
  changes: ProductChange[]
  problems: RowProblem[]
  /** Products the file marks as not published (Shopify `Published`/`Status`): left alone. */
  skipped: Array<{ line: number | null; handle: string }>
}

/** One product as read from a file, before validation: where it came from and its raw fields. */
export type ProductCandidate = {
  line: number | null
  handle: string
  input: Record<string, unknown>
  /** The line a validation problem at this path points at (a Shopify variant's own row). */
  lineFor?: (path: readonly PropertyKey[]) => number
}

/** Whether the import wrote products: running stores then forget their stored copies of the catalogue. */
export const wroteCatalogue = (report: ImportReport): boolean =>
  report.applied && !report.dryRun && changesAnything(report)

export function summarise(report: ImportReport): string {
  const count = (a: ProductChange['action']) => report.changes.filter((c) => c.action === a).length
  const done = report.applied && !report.dryRun
  const created = `${done ? 'created' : 'would create'} ${count('create')}`
  const updated = `${done ? 'updated' : 'would update'} ${count('update')}`
  return `${created}, ${updated}, ${count('unchanged')} unchanged; ${report.problems.length} refused, ${report.skipped.length} skipped (not published)`
}
