// Reads the runners' JSON reports and prints the plain closing line CI reads: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
const lines: string[] = []
// CI keeps only the log's tail: the failed tests are named there too, so a failure read from it can be followed.
const failures: string[] = []
const firstLine = (messages: string[] | undefined) => (messages?.[0] ?? '').split('\n')[0]!.slice(0, 200)
const readJson = (path: string) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null)

for (const [label, path] of [
  ['vitest (PGlite)', 'reports/vitest.json'],
  ['vitest (PostgreSQL)', 'reports/vitest-postgres.json'],
]) {
  const r = readJson(path)
  if (!r) continue
  // A file that failed without a failing test (it did not load, or a beforeAll hook failed and its tests
  // were skipped) counts as one failure, so a broken run can never look green.
  const brokenFiles = (r.testResults ?? []).filter(
    (f: any) => f.status === 'failed' && !f.assertionResults?.some((a: any) => a.status === 'failed'),
  )
  for (const f of r.testResults ?? []) {
    const file = String(f.name).replace(`${process.cwd()}/`, '')
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed')
        failures.push(`${label} ${file} › ${a.fullName}: ${firstLine(a.failureMessages)}`)
    }
    if (brokenFiles.includes(f)) failures.push(`${label} ${file}: ${firstLine([String(f.message ?? '')])}`)
  }
  passed += r.numPassedTests
  failed += r.numFailedTests + brokenFiles.length
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles.length} failed`)
}

const e2e = readJson('reports/e2e.json')
if (e2e) {
  const s = e2e.stats
  const bad = s.unexpected + (e2e.errors?.length ?? 0)
  for (const title of failedSpecs(e2e.suites ?? [], [])) failures.push(`playwright ${title}`)
  passed += s.expected + s.flaky
  failed += bad
  lines.push(
    `playwright: ${s.expected + s.flaky} passed (${s.flaky} flaky), ${bad} failed, ${s.skipped} skipped`,
  )
} else if (existsSync('e2e/playwright.config.ts')) {
  failed += 1
  lines.push('playwright: no report (the browser suite did not run)')
}

if (existsSync('reports/checks')) {
  for (const name of readdirSync('reports/checks').sort()) {
    const ok = readFileSync(`reports/checks/${name}`, 'utf8').trim() === 'pass'
    if (ok) passed++
    else failed++
    lines.push(`check ${name}: ${ok ? 'passed' : 'FAILED'}`)
  }
}

for (const failure of failures) console.log(`FAILED ${failure}`)
for (const line of lines) console.log(line)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)

/** Titles of the specs whose tests ended unexpectedly (Playwright's JSON report nests suites). */
function failedSpecs(suites: any[], path: string[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec: any) => spec.tests?.some((t: any) => t.status === 'unexpected'))
      .map((spec: any) => [...path, suite.title, spec.title].filter(Boolean).join(' › ')),
    ...failedSpecs(suite.suites ?? [], [...path, suite.title]),
  ])
}
