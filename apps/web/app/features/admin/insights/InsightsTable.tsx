// A table of insight figures: per day (the chart's figures, for screen readers and exact reading), per
// product or per brand (each name opens its own insights). Wide tables scroll inside their box on phones.
import type { ReactNode } from 'react'
import type { InsightCounts } from '@haat/domain/admin/insights'
import { formatINR } from '@haat/domain/format/money'

const COLUMNS: Array<[keyof InsightCounts, string]> = [
  ['upvotes', 'Upvotes'],
  ['unlocks', 'Unlocks'],
  ['addsToBag', 'Adds to bag'],
  ['orders', 'Orders'],
  ['revenue', 'Revenue'],
]

export type InsightTableRow = InsightCounts & { key: string | number; head: ReactNode }

export function InsightsTable({
  caption,
  headLabel,
  rows,
  total,
}: {
  caption: string
  headLabel: string
  rows: readonly InsightTableRow[]
  total?: InsightCounts
}) {
  const cells = (r: InsightCounts) =>
    COLUMNS.map(([key]) => (
      <td key={key} className="px-3 py-2 text-right tabular-nums">
        {key === 'revenue' ? formatINR(r[key]) : r[key]}
      </td>
    ))
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-card">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="px-3 py-2 text-left font-display text-lg font-semibold">{caption}</caption>
        <thead className="bg-sand text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              {headLabel}
            </th>
            {COLUMNS.map(([key, name]) => (
              <th key={key} scope="col" className="px-3 py-2 text-right">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {r.head}
              </th>
              {cells(r)}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot className="border-t border-line font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                Total
              </th>
              {cells(total)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}
