// The server's resident memory, read from /proc: VmRSS sampled while it runs, VmHWM its peak.
import { readFileSync, writeFileSync } from 'node:fs'

function field(pid: number, name: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]
  return kb ? Number(kb) / 1024 : NaN
}

/** Writing 5 to clear_refs resets VmHWM to the current RSS (Linux ≥ 4.0, the process's own user). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

/**
 * startPeakMb: the high mark before sampling began (start, migrations, warm-up); peakMb: the process's
 * whole-life peak, what an out-of-memory killer sees; loadPeakMb: the high mark while sampled, when
 * the kernel let it be reset (else NaN). A start-up peak once passed for the traffic's (decision 0831).
 */
export type Memory = {
  startMb: number
  steadyMb: number
  peakMb: number
  startPeakMb: number
  loadPeakMb: number
}

/** Samples every 250 ms until stopped; steady is the median of the samples. */
export function sampleMemory(pid: number) {
  const startMb = field(pid, 'VmRSS')
  const startPeakMb = field(pid, 'VmHWM')
  const reset = resetPeak(pid)
  const samples: number[] = []
  const timer = setInterval(() => samples.push(field(pid, 'VmRSS')), 250)
  return {
    stop(): Memory {
      clearInterval(timer)
      samples.sort((a, b) => a - b)
      const hwm = field(pid, 'VmHWM')
      return {
        startMb,
        steadyMb: samples[samples.length >> 1] ?? startMb,
        peakMb: Math.max(startPeakMb, hwm),
        startPeakMb,
        loadPeakMb: reset ? hwm : NaN,
      }
    },
  }
}
