// One Lighthouse run (its CLI, mobile form factor, default simulated throttling) in Debian Chromium,
// each run in a fresh Chromium profile. Returns the four category scores, LCP/CLS/TBT and what failed.
import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'))
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export type RunResult = {
  scores: Record<Category, number> // 0–100
  lcpMs: number
  cls: number
  tbtMs: number
  failed: string[] // audits under 1 in the categories other than performance
  /** Lighthouse's own measure of the host's CPU (higher is faster): its 4× slow-down assumes a fast
   *  desktop, so on a slow VM the same page scores lower; printed so runs on different VMs compare. */
  benchmarkIndex: number
}

type Lhr = {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>
  runtimeError?: { message: string }
  environment?: { benchmarkIndex?: number }
}

export async function runLighthouse(url: string): Promise<RunResult> {
  const work = mkdtempSync(join(tmpdir(), 'haat-lh-'))
  try {
    const report = join(work, 'report.json')
    const flags = `${CHROME_FLAGS} --user-data-dir=${join(work, 'profile')}`
    await promisify(execFile)(
      process.execPath,
      [
        CLI,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--form-factor=mobile',
        `--chrome-flags=${flags}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        timeout: 180_000,
      },
    )
    keepReport(report, url)
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as Lhr
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    const score = (c: Category) => Math.round((lhr.categories[c].score ?? 0) * 100)
    const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      lhr.categories[c].auditRefs
        .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
        .filter(({ audit }) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
        .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
        .map(({ ref }) => `${c}/${ref.id}`),
    )
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      failed,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** LIGHTHOUSE_REPORTS=dir keeps every run's whole report there, to read what a score is made of. */
function keepReport(report: string, url: string) {
  const dir = process.env.LIGHTHOUSE_REPORTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
  copyFileSync(report, join(dir, `${name}-${Date.now()}.json`))
}
