// npm run lighthouse [-- --runs 3 --pages home,product --no-write]
// Lighthouse (mobile, default throttling) in /usr/bin/chromium against the production build, started
// on a free port with a fresh data folder and the demo seed. Median of 3 runs per page; prints the four
// category scores and LCP/CLS/TBT, writes the table into docs/performance.md, and exits 1 when a page is
// under a budget. A script, not a test: scores on a shared machine move by several points.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { writePerformanceSection } from '../../apps/api/bench/performance-doc.ts'
import { auditedPages } from './pages.ts'
import { startProductionServer } from './production-server.ts'
import { CATEGORIES, runLighthouse, type Category, type RunResult } from './run-lighthouse.ts'

const BUDGET: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

// Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART, "please run again"): one retry.
const runOnceMore = (url: string) =>
  runLighthouse(url).catch((err: Error) => {
    console.warn(`retrying ${url}: ${err.message.split('\n').at(-2) ?? err.message}`)
    return runLighthouse(url)
  })

const server = await startProductionServer()
const rows: string[] = []
const misses: string[] = []
try {
  const wanted = values.pages?.split(',')
  const pages = (await auditedPages(server.origin)).filter((p) => !wanted || wanted.includes(p.name))
  for (const page of pages) {
    const results: RunResult[] = []
    for (let i = 0; i < runs; i++) results.push(await runOnceMore(server.origin + page.path))
    const score = (c: Category) => median(results.map((r) => r.scores[c]))
    const lcp = median(results.map((r) => r.lcpMs))
    const cls = median(results.map((r) => r.cls))
    const tbt = median(results.map((r) => r.tbtMs))
    const host = median(results.map((r) => r.benchmarkIndex))
    const under = CATEGORIES.filter((c) => score(c) < BUDGET[c])
    const failed = [...new Set(results.flatMap((r) => r.failed))]
    for (const c of under) misses.push(`${page.name} ${c} ${score(c)} < ${BUDGET[c]}`)
    const scores = CATEGORIES.map((c) => score(c)).join(' | ')
    rows.push(
      `| ${page.name} | \`${page.path}\` | ${scores} | ${(lcp / 1000).toFixed(2)} s | ${cls.toFixed(3)} | ${tbt.toFixed(0)} ms | ${results.map((r) => r.scores.performance).join(', ')} | ${host.toFixed(0)} |`,
    )
    console.log(
      `${page.name.padEnd(8)} perf ${score('performance')} a11y ${score('accessibility')} bp ${score('best-practices')} seo ${score('seo')} | LCP ${(lcp / 1000).toFixed(2)} s CLS ${cls.toFixed(3)} TBT ${tbt.toFixed(0)} ms | runs ${results.map((r) => r.scores.performance).join(', ')} | host index ${host.toFixed(0)}${failed.length ? ` | failed: ${failed.join(', ')}` : ''}`,
    )
  }
} finally {
  await server.stop()
}

const [one] = loadavg()
const markdown = `
\`npm run lighthouse\` (scripts/lighthouse): Lighthouse 13, mobile form factor with its default simulated
throttling (slow 4G, 4× CPU slow-down), in Debian Chromium, against the production build with a fresh data
folder and the demo seed. Each figure is the median of ${runs} runs. Budgets: performance ≥ ${BUDGET.performance},
accessibility, best practices and SEO = 100.

| page | path | performance | accessibility | best practices | SEO | LCP | CLS | TBT | performance per run | host index |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |
${rows.join('\n')}

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${process.arch}, Node ${process.version}, load average ${one!.toFixed(1)} at the end. "host index" is Lighthouse's benchmark index of this machine's CPU (higher is faster), the median of the page's runs.
${misses.length ? `\nUnder budget: ${misses.join('; ')}.\n` : '\nEvery page met every budget.\n'}`
if (!values['no-write'] && !values.pages) writePerformanceSection('lighthouse', 'Lighthouse', markdown)
console.log(misses.length ? `Under budget: ${misses.join('; ')}` : 'Every page met every budget.')
if (misses.length) process.exitCode = 1
