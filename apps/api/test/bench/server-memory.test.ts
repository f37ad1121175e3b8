// The benchmark's memory reading tells a start-up peak from one under load (decision 0831): a child that
// touched 200 MB and gave it back before sampling began must show that peak as the start's, not the run's.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleMemory } from '../../bench/server-memory.ts'

const CHILD = `
  let block = Buffer.alloc(200 * 1024 * 1024, 1)
  block = null
  globalThis.gc()
  process.send('ready')
  process.on('message', (mb) => { globalThis.keep = Buffer.alloc(mb * 1024 * 1024, 1); process.send('grown') })
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
    await once(child, 'message')
    await sleep(300)
    const { startMb, startPeakMb, loadPeakMb, peakMb } = memory.stop()

    expect(startPeakMb).toBeGreaterThan(200)
    // The run's own peak holds the 40 MB grown while sampled, not the 200 MB given back before.
    expect(loadPeakMb).toBeGreaterThan(startMb + 30)
    expect(loadPeakMb).toBeLessThan(startPeakMb - 100)
    expect(peakMb).toBe(startPeakMb)
  })
})
