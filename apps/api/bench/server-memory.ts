// The server's resident memory, read from /proc: VmRSS sampled while it runs, VmHWM its peak.
import { readFileSync } from 'node:fs'

function field(pid: number, name: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]
  return kb ? Number(kb) / 1024 : NaN
}

export type Memory = { startMb: number; steadyMb: number; peakMb: number }

/** Samples every 250 ms until stopped; steady is the median of the samples, peak the kernel's high mark. */
export function sampleMemory(pid: number) {
  const startMb = field(pid, 'VmRSS')
  const samples: number[] = []
  const timer = setInterval(() => samples.push(field(pid, 'VmRSS')), 250)
  return {
    stop(): Memory {
      clearInterval(timer)
      samples.sort((a, b) => a - b)
      return { startMb, steadyMb: samples[samples.length >> 1] ?? startMb, peakMb: field(pid, 'VmHWM') }
    },
  }
}
