// The benchmark's memory reading tells a start-up peak from one under load (decision 0831): a child that
// touched 200 MB and gave it back before sampling began must show that peak as the start's, not the run's.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleMemory } from '../../bench/server-memory.ts'

const CHILD = `
  const mb = () => process.memoryUsage.rss() / 2 ** 20
  let block = Buffer.alloc(200 * 1024 * 1024, 1)
  block = null
  // V8 frees a large buffer's memory on a thread of its own: ready once the 200 MB are really gone.
  const settle = () => (mb() < 150 ? process.send('ready') : (globalThis.gc(), setTimeout(settle, 20)))
  settle()
  process.on('message', (size) => {
    globalThis.keep = Buffer.alloc(size * 1024 * 1024, 1)
    process.send(mb())
  })
  setInterval(() => {}, 1000)
`

describe('sampleMemory', () => {
  let child: ChildProcess | undefined
  afterEach(() => {
    child?.kill()
  })

  it('keeps the peak before sampling apart from the peak while sampled', async () => {
    child = spawn(process.execPath, ['--expose-gc', '-e', CHILD], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    })
    await once(child, 'message')
    const memory = sampleMemory(child.pid!)
    child.send(40)
    const [grownMb] = (await once(child, 'message')) as [number]
    const { startPeakMb, loadPeakMb, peakMb } = memory.stop()

    expect(startPeakMb).toBeGreaterThan(200)
    // The run's own peak holds the 40 MB grown while sampled, not the 200 MB given back before.
    expect(loadPeakMb).toBeGreaterThanOrEqual(Math.floor(grownMb))
    expect(loadPeakMb).toBeLessThan(startPeakMb - 100)
    expect(peakMb).toBe(startPeakMb)
  })
})
