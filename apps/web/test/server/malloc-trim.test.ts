// glibc's malloc_trim, called through koffi (decision 0844), hands back memory the server freed. Checked
// in a child process, whose heap is its own: it leaves ~50 MB of holes in glibc's heap, then waits with
// the trim running or not, and prints its resident memory before and after.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { startMallocTrim } from '../../server/malloc-trim.ts'

const root = resolve(import.meta.dirname, '../../../..')

const holesThenWait = (everyMs: number) => {
  const script = `
    const { startMallocTrim } = await import('./apps/web/server/malloc-trim.ts')
    const rss = () => process.memoryUsage().rss / 1048576
    // 1-2 KB blocks come from glibc's heap (Node's Buffer pool stops at 4 KB). All are made before
    // any is let go, so they lie side by side; then nine in ten go, leaving ~12 KB holes between the
    // ones kept, which glibc cannot give back from the top of its heap.
    let blocks = []
    for (let i = 0; i < 60000; i++) blocks.push(Buffer.allocUnsafeSlow(1024 + (i % 7) * 100))
    blocks = blocks.filter((_, i) => i % 10 === 0)
    globalThis.gc()
    await new Promise((r) => setTimeout(r, 100))
    globalThis.gc()
    const before = rss()
    const warned = []
    const stop = await startMallocTrim(${everyMs}, { debug() {}, warn: (_o, msg) => warned.push(msg) })
    await new Promise((r) => setTimeout(r, 600))
    stop()
    console.log(JSON.stringify({ before, after: rss(), kept: blocks.length, warned }))
  `
  const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, MALLOC_MMAP_THRESHOLD_: '1048576', MALLOC_TRIM_THRESHOLD_: '1048576' },
  })
  return JSON.parse(out.trim().split('\n').at(-1)!) as { before: number; after: number; warned: string[] }
}

describe('malloc_trim', () => {
  it('hands the holes in glibc’s heap back to the system', { timeout: 30_000 }, () => {
    const trimmed = holesThenWait(100)
    expect(trimmed.warned).toEqual([])
    expect(trimmed.before - trimmed.after).toBeGreaterThan(25)
    // Without it the same holes stay resident: the drop above is the trim's.
    const kept = holesThenWait(0)
    expect(kept.before - kept.after).toBeLessThan(10)
  })

  it('runs one call at a time: a slow walk is not piled on', async () => {
    vi.useFakeTimers()
    try {
      let done: (() => void) | undefined
      const calls: number[] = []
      const trim = {
        async: (pad: number, cb: (err: unknown, released: number) => void) => {
          calls.push(pad)
          done = () => cb(null, 1)
        },
      }
      const stop = await startMallocTrim(1000, { debug() {}, warn() {} }, trim)
      vi.advanceTimersByTime(5000)
      expect(calls).toEqual([0])
      done!()
      vi.advanceTimersByTime(1000)
      expect(calls).toEqual([0, 0])
      stop()
      done!()
      vi.advanceTimersByTime(5000)
      expect(calls).toEqual([0, 0])
    } finally {
      vi.useRealTimers()
    }
  })

  it('MALLOC_TRIM_MS=0 never calls it', async () => {
    vi.useFakeTimers()
    try {
      const trim = { async: vi.fn() }
      await startMallocTrim(0, { debug() {}, warn() {} }, trim)
      vi.advanceTimersByTime(60_000)
      expect(trim.async).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
