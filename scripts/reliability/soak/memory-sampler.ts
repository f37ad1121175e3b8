// Samples a process's resident memory (VmRSS from /proc) once a second.
import { readFileSync } from 'node:fs'

export function sampleMemory(pid: number) {
  const samples: { at: number; rssMb: number }[] = []
  const started = performance.now()
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
      samples.push({ at: (performance.now() - started) / 1000, rssMb: kb / 1024 })
    } catch {
      // the process is gone
    }
  }
  read()
  const timer = setInterval(read, 1000)
  return {
    stop: () => {
      clearInterval(timer)
      return samples
    },
  }
}

/** Mean RSS of the samples in [from, to) seconds. */
export const meanRss = (samples: { at: number; rssMb: number }[], from: number, to: number) => {
  const inside = samples.filter((s) => s.at >= from && s.at < to)
  return inside.reduce((sum, s) => sum + s.rssMb, 0) / Math.max(1, inside.length)
}
