// What a dry run found or an import did: counts of products created, updated and unchanged, the refused
// rows with their line and reason, and the products skipped as not published.
import type { ImportReportView } from '@haat/domain/admin/catalogue-import'

export function ImportReport({ report, title }: { report: ImportReportView; title: string }) {
  const count = (a: 'create' | 'update' | 'unchanged') => report.changes.filter((c) => c.action === a).length
  const would = report.dryRun ? 'would be ' : ''
  const updated = report.changes.filter((c) => c.action === 'update')
  return (
    <section className="space-y-3 rounded-card border border-line bg-card p-4 md:p-6" aria-label={title}>
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      <ul className="grid grid-cols-2 gap-2 text-sm md:grid-cols-4">
        <li>
          <strong className="text-lg">{count('create')}</strong> {would}created
        </li>
        <li>
          <strong className="text-lg">{count('update')}</strong> {would}updated
        </li>
        <li>
          <strong className="text-lg">{count('unchanged')}</strong> unchanged
        </li>
        <li>
          <strong className="text-lg">{report.problems.length}</strong> refused
        </li>
      </ul>
      {updated.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold">What changes</summary>
          <ul className="mt-2 space-y-1 text-sm">
            {updated.map((c) => (
              <li key={c.handle}>
                {c.handle}: {c.fields.join(', ')}
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.problems.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-left font-semibold text-rani-600">Refused rows</caption>
            <thead className="bg-sand text-left">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Line
                </th>
                <th scope="col" className="px-3 py-2">
                  Product
                </th>
                <th scope="col" className="px-3 py-2">
                  Why
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.problems.map((p, i) => (
                <tr key={`${p.line}-${i}`}>
                  <td className="px-3 py-2 tabular-nums">{p.line ?? '–'}</td>
                  <td className="px-3 py-2">{p.handle ?? '–'}</td>
                  <td className="px-3 py-2">{p.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.skipped.length > 0 && (
        <p className="text-sm text-ink-soft">
          Not published in the file, left alone: {report.skipped.map((s) => s.handle).join(', ')}
        </p>
      )}
    </section>
  )
}
