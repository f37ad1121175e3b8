// Reads the runners' JSON reports and prints the plain closing line CI reads: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
const lines: string[] = []
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
  passed += r.numPassedTests
  failed += r.numFailedTests + brokenFiles.length
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles.length} failed`)
}

const e2e = readJson('reports/e2e.json')
if (e2e) {
  const s = e2e.stats
  const bad = s.unexpected + (e2e.errors?.length ?? 0)
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

for (const line of lines) console.log(line)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
