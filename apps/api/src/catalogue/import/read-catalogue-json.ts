// The store's own catalogue file (packages/domain catalogue-file.ts) → product candidates. A product's
// line is where its "slug" is written, so problems point at a line as they do for CSV files.
import { catalogueFileSchema } from '@haat/domain/catalog/catalogue-file'
import { descriptionText } from './description-text.ts'
import type { ProductCandidate, RowProblem } from './import-report.ts'

type Read = { candidates: ProductCandidate[]; problems: RowProblem[]; skipped: ProductCandidate[] }

function lineOfSlug(text: string, slug: unknown, from: number): { line: number; at: number } {
  if (typeof slug !== 'string') return { line: 0, at: from }
  const match = new RegExp(
    `"slug"\\s*:\\s*${JSON.stringify(slug).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  ).exec(text.slice(from))
  if (!match) return { line: 0, at: from }
  const at = from + match.index
  return { line: text.slice(0, at).split('\n').length, at: at + 1 }
}

/** The file's descriptions are HTML, cleaned to the stored text here, as the CSV reader and the Shopify
 * sync clean theirs (decision 0742): every source reaches the product as text. */
function withCleanedDescriptions(input: Record<string, unknown>): Record<string, unknown> {
  const cleaned = { ...input }
  for (const key of ['descriptionHtml', 'descriptionHtmlHi'] as const) {
    if (typeof input[key] === 'string') cleaned[key] = descriptionText(input[key])
  }
  return cleaned
}

export function readCatalogueJson(text: string): Read {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    return {
      candidates: [],
      skipped: [],
      problems: [{ line: null, handle: null, reason: `not JSON: ${(err as Error).message}` }],
    }
  }
  const file = catalogueFileSchema.safeParse(data)
  if (!file.success) {
    const reason = file.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`).join('; ')
    return {
      candidates: [],
      skipped: [],
      problems: [{ line: 1, handle: null, reason: `not a catalogue file (${reason})` }],
    }
  }
  let from = 0
  const candidates = file.data.products.map((raw, i) => {
    const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
    const found = lineOfSlug(text, input.slug, from)
    from = found.at
    const handle = typeof input.slug === 'string' ? input.slug : `products[${i}]`
    const candidate: ProductCandidate = {
      line: found.line || null,
      handle,
      input: withCleanedDescriptions(input),
    }
    return candidate
  })
  return { candidates, problems: [], skipped: [] }
}
