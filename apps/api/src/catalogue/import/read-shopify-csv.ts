// Shopify's product CSV export → product candidates. Shopify writes one row per variant and per extra
// image, grouped by Handle; the first row of a handle carries the product's fields. Columns are read by
// Shopify's header names; unknown columns are ignored. Prices go through shopify-prices.ts.
import { parse } from 'csv-parse/sync'
import { slugify } from '@haat/domain/rules/slug'
import type { ImportVariantInput } from '@haat/domain/catalog/catalogue-file'
import { descriptionText } from './description-text.ts'
import type { ProductCandidate, RowProblem } from './import-report.ts'
import { parseRupees, regularPrice, upvoteOffer, type ShopifyPrice } from './shopify-prices.ts'

type Row = Record<string, string>
type Read = { candidates: ProductCandidate[]; problems: RowProblem[]; skipped: ProductCandidate[] }

const REQUIRED = ['Handle', 'Title', 'Variant Price']
const cell = (row: Row, name: string) => (row[name] ?? '').trim()
const yes = (v: string) => v.toLowerCase() === 'true'

function parseRows(text: string): { rows: Array<{ line: number; row: Row }> } | { problem: RowProblem } {
  try {
    const records: Array<{ record: Row; info: { lines: number } }> = parse(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      info: true,
      trim: false,
    })
    let previousEnd = 1
    const rows = records.map(({ record, info }) => {
      const line = previousEnd + 1
      previousEnd = info.lines
      return { line, row: record }
    })
    return { rows }
  } catch (err) {
    const e = err as Error & { lines?: number }
    return {
      problem: { line: e.lines ?? null, handle: null, reason: `not a readable CSV file: ${e.message}` },
    }
  }
}

type Group = { line: number; handle: string; rows: Array<{ line: number; row: Row }> }

function groupByHandle(rows: Array<{ line: number; row: Row }>): Group[] {
  const groups = new Map<string, Group>()
  for (const r of rows) {
    const handle = cell(r.row, 'Handle')
    const group = groups.get(handle) ?? { line: r.line, handle, rows: [] }
    group.rows.push(r)
    groups.set(handle, group)
  }
  return [...groups.values()]
}

const isVariantRow = (row: Row) =>
  cell(row, 'Variant Price') !== '' || cell(row, 'Option1 Value') !== '' || cell(row, 'Variant SKU') !== ''

function available(row: Row): boolean {
  const qty = cell(row, 'Variant Inventory Qty') || cell(row, 'Inventory quantity')
  if (cell(row, 'Variant Inventory Tracker') === '' && qty === '') return true
  if (cell(row, 'Variant Inventory Policy').toLowerCase() === 'continue') return true
  return Number(qty) > 0
}

function productCandidate(group: Group, problems: RowProblem[]): ProductCandidate | null {
  const first = group.rows[0]!.row
  const fail = (line: number, reason: string) => {
    problems.push({ line, handle: group.handle, reason })
    return null
  }
  if (cell(first, 'Title') === '') return fail(group.line, 'the first row of a product needs its Title')
  const optionNames = [1, 2, 3].map((n) => cell(first, `Option${n} Name`)).filter(Boolean)
  const variantRows = group.rows.filter((r) => isVariantRow(r.row))
  const prices: ShopifyPrice[] = []
  const variants: ImportVariantInput[] = []
  for (const { line, row } of variantRows) {
    const price = parseRupees(cell(row, 'Variant Price'))
    const compareAt = parseRupees(cell(row, 'Variant Compare At Price'))
    if (price === null || Number.isNaN(price))
      return fail(line, `Variant Price '${cell(row, 'Variant Price')}' is not an amount`)
    if (Number.isNaN(compareAt))
      return fail(
        line,
        `Variant Compare At Price '${cell(row, 'Variant Compare At Price')}' is not an amount`,
      )
    prices.push({ price, compareAt })
    variants.push({
      options: optionNames.map((name, i) => ({ name, value: cell(row, `Option${i + 1} Value`) })),
      price: regularPrice({ price, compareAt }),
      available: available(row),
      ...(cell(row, 'Variant SKU') && { sku: cell(row, 'Variant SKU') }),
      ...(cell(row, 'Variant Image') && { image: cell(row, 'Variant Image') }),
    })
  }
  const images = group.rows
    .filter((r) => cell(r.row, 'Image Src') !== '')
    .map((r, i) => ({
      src: cell(r.row, 'Image Src'),
      position: Number(cell(r.row, 'Image Position')) || i + 1,
    }))
    .sort((a, b) => a.position - b.position)
  const category = cell(first, 'Type') || (cell(first, 'Product Category').split('>').pop() ?? '').trim()
  const input = {
    slug: group.handle,
    title: cell(first, 'Title'),
    descriptionHtml: descriptionText(first['Body (HTML)'] ?? ''),
    ...(cell(first, 'Vendor') && { brand: slugify(cell(first, 'Vendor')) }),
    category,
    tags: cell(first, 'Tags')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    offer: upvoteOffer(prices),
    options: optionNames.map((name, i) => ({
      name,
      values: [...new Set(variants.map((v) => v.options[i]!.value))],
    })),
    variants,
    images: [...new Set(images.map((i) => i.src))],
  }
  const lineFor = (path: readonly PropertyKey[]) =>
    path[0] === 'variants' && typeof path[1] === 'number'
      ? (variantRows[path[1]]?.line ?? group.line)
      : group.line
  return { line: group.line, handle: group.handle, input, lineFor }
}

function published(row: Row): boolean {
  const status = cell(row, 'Status').toLowerCase()
  if (status !== '' && status !== 'active') return false
  return cell(row, 'Published') === '' || yes(cell(row, 'Published'))
}

export function readShopifyCsv(text: string): Read {
  const parsed = parseRows(text)
  if ('problem' in parsed) return { candidates: [], problems: [parsed.problem], skipped: [] }
  const header = parsed.rows[0] ? Object.keys(parsed.rows[0].row) : []
  const missing = REQUIRED.filter((c) => !header.includes(c))
  if (missing.length)
    return {
      candidates: [],
      skipped: [],
      problems: [{ line: 1, handle: null, reason: `missing column ${missing.join(', ')}` }],
    }
  const problems: RowProblem[] = []
  const out: Read = { candidates: [], problems, skipped: [] }
  for (const group of groupByHandle(parsed.rows)) {
    if (group.handle === '') {
      for (const r of group.rows) problems.push({ line: r.line, handle: null, reason: 'Handle is empty' })
      continue
    }
    const candidate = productCandidate(group, problems)
    if (candidate) (published(group.rows[0]!.row) ? out.candidates : out.skipped).push(candidate)
  }
  return out
}
