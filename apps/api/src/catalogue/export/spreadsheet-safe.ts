// CSV cells a spreadsheet would run as a formula are neutralised (OWASP "CSV injection"): a cell that
// begins with =, +, -, @, a tab or a carriage return gets a leading apostrophe, which spreadsheets show
// as text. Numbers are written as numbers, so a negative amount stays a number. Decision 0744.
import { stringify } from 'csv-stringify/sync'

const FORMULA_START = /^[=+\-@\t\r]/

export type Cell = string | number | boolean | null | undefined

export function safeCell(value: Cell): string | number {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return value
  const text = String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** One CSV document (RFC 4180 quoting by csv-stringify) with a header row. */
export function spreadsheetSafeCsv(header: string[], rows: Cell[][]): string {
  return stringify([header.map(safeCell), ...rows.map((r) => r.map(safeCell))])
}
