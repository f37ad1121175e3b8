// Candidates → valid products placed in the store (brand, category), or problems with their line.
import { importProductSchema, type ImportProduct } from '@haat/domain/catalog/catalogue-file'
import type { CatalogueReferences, Placement } from './catalogue-references.ts'
import type { ProductCandidate, RowProblem } from './import-report.ts'

export type CheckedProduct = { candidate: ProductCandidate; product: ImportProduct; place: Placement }

export function checkProducts(
  candidates: ProductCandidate[],
  references: CatalogueReferences,
): { checked: CheckedProduct[]; problems: RowProblem[] } {
  const checked: CheckedProduct[] = []
  const problems: RowProblem[] = []
  const seen = new Map<string, number | null>()
  for (const candidate of candidates) {
    const { line, handle } = candidate
    if (seen.has(handle)) {
      problems.push({
        line,
        handle,
        reason: `handle '${handle}' appears twice (first at line ${seen.get(handle)})`,
      })
      continue
    }
    seen.set(handle, line)
    const parsed = importProductSchema.safeParse(candidate.input)
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({
          line: candidate.lineFor?.(issue.path) ?? line,
          handle,
          reason: `${issue.path.join('.') || 'product'}: ${issue.message}`,
        })
      continue
    }
    const place = references.place(parsed.data.brand, parsed.data.category)
    if ('problem' in place) problems.push({ line, handle, reason: place.problem })
    else checked.push({ candidate, product: parsed.data, place })
  }
  return { checked, problems }
}
