// node scripts/lighthouse/trace-long-tasks.ts [path] [runs]   (ONLY=regex keeps matching function names;
//   UNDER=regex counts only the samples with a matching function on their stack: what a sync re-render ran)
// What each long main-thread task of a page load is made of: the production build in Debian Chromium at
// Lighthouse's 4x CPU slow-down, a Chrome trace with the V8 sampling profiler, and for every task of
// 40 ms or more the share of its samples each function was on the stack for. Names are readable only in a
// build without minification: HAAT_NO_MINIFY=1 npm run build. Found the hydration task of decision 0793.
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { startProductionServer } from './production-server.ts'

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur: number
  id?: string
  args: any
}
type ProfileNode = { id: number; parent?: number; callFrame: { functionName: string; url: string } }

const path = process.argv[2] ?? '/product/kesar-and-clay-speckled-stoneware-planter'
const runs = Number(process.argv[3] ?? 2)
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null
const under = process.env.UNDER ? new RegExp(process.env.UNDER) : null
const traceFile = '/tmp/haat-trace.json'

/** The kinds of work a task's time is told by (the trace's own events): a task whose time is the
 *  browser's, not a script's, has no functions to name. */
const PHASES = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'Paint',
  'PrePaint',
  'Commit',
  'MinorGC',
  'MajorGC',
])

const server = await startProductionServer()
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const categories = [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing', // navigationStart, where the task times count from
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ]
    await browser.startTracing(page, { path: traceFile, categories })
    await page.goto(server.origin + path, { waitUntil: 'load' })
    await page.waitForTimeout(4000)
    await browser.stopTracing()
    await context.close()
    report(run, JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents)
  }
} finally {
  await browser.close()
  await server.stop()
}

function report(run: number, events: TraceEvent[]) {
  // The page's main thread: the renderer thread that ran the page's own script.
  const thread = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args.name === 'CrRendererMain' &&
      // The page's own script (its assets), not a browser page's (Chromium 156 runs its omnibox popup
      // as a WebUI renderer with scripts of its own).
      events.some(
        (x) =>
          x.pid === e.pid &&
          x.tid === e.tid &&
          x.name === 'FunctionCall' &&
          String(x.args?.data?.url ?? '').startsWith(server.origin),
      ),
  )
  if (!thread) return console.log(`run ${run}: no main thread in the trace`)
  const main = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid)
  const profile = main.find((e) => e.name === 'Profile')
  const nodes = new Map<number, ProfileNode>()
  const samples: Array<[number, number]> = [] // [node id, µs since the profile's start]
  let at = 0
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === thread.pid && e.id === profile?.id,
  )) {
    const cpu = chunk.args.data.cpuProfile ?? {}
    for (const n of cpu.nodes ?? []) nodes.set(n.id, n)
    const deltas: number[] = chunk.args.data.timeDeltas ?? []
    ;(cpu.samples ?? []).forEach((id: number, i: number) => samples.push([id, (at += deltas[i] ?? 0)]))
  }
  const start = profile?.args.data.startTime ?? 0
  const navigations = events.filter((e) => e.name === 'navigationStart' && e.pid === thread.pid)
  const t0 = Math.min(...(navigations.length ? navigations : main.filter((e) => e.ts > 0)).map((e) => e.ts))
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur >= 40_000)
  const phased = main.filter((e) => e.ph === 'X' && PHASES.has(e.name))
  console.log(`\nrun ${run} ${path}: ${tasks.length} tasks of 40 ms or more (4x CPU slow-down)`)
  for (const task of tasks) {
    const inTask = samples.filter(([, t]) => start + t >= task.ts && start + t <= task.ts + task.dur)
    const counts = new Map<string, number>()
    for (const [id] of inTask) {
      const stack: string[] = []
      for (let n = nodes.get(id); n; n = n.parent ? nodes.get(n.parent) : undefined)
        stack.push(`${n.callFrame.functionName || '(anonymous)'} ${String(n.callFrame.url).split('/').pop()}`)
      if (under && !stack.some((label) => under.test(label))) continue
      for (const label of new Set(stack)) counts.set(label, (counts.get(label) ?? 0) + 1)
    }
    const top = [...counts]
      .filter(([label]) => !label.startsWith('(') && (!only || only.test(label)))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
    console.log(
      `-- at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms, ${inTask.length} samples; ${phases(phased, task)}`,
    )
    for (const [label, n] of top)
      console.log(`   ${String(Math.round((n / inTask.length) * 100)).padStart(3)}% ${label}`)
  }
}

/** The task's three heaviest kinds of work. */
function phases(phased: TraceEvent[], task: TraceEvent) {
  const byName = new Map<string, number>()
  for (const e of phased) {
    if (e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur)
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([n, d]) => `${n} ${(d / 1000).toFixed(0)} ms`)
    .join(', ')
}
