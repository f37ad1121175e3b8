// An import report for a terminal: every change, every refused row with its line and reason.
import { summarise, type ImportReport } from '../import/import-report.ts'

export function printReport(report: ImportReport, info: { seconds: number; media: string }) {
  for (const c of report.changes) {
    if (c.action === 'create') console.log(`  + ${c.handle}`)
    else if (c.action === 'update') console.log(`  ~ ${c.handle} (${c.fields.join(', ')})`)
  }
  for (const s of report.skipped) console.log(`  - ${s.handle} (line ${s.line}): not published, skipped`)
  for (const p of report.problems)
    console.error(`  ! line ${p.line ?? '?'}${p.handle ? ` ${p.handle}` : ''}: ${p.reason}`)
  const head = report.dryRun ? 'Dry run, nothing written: ' : ''
  console.log(`${head}${summarise(report)} in ${info.seconds.toFixed(1)} s (media: ${info.media}).`)
  if (report.problems.length && !report.applied)
    console.log('The file has refused rows, so nothing was imported. Fix them, or add --import-good-rows.')
}
