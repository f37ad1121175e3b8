// Where a server's memory is, read from its own /metrics (prom-client's default collectors): the V8 heap
// (used and reserved) and memory outside it (buffers, PGlite's WebAssembly memory), next to the RSS.
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789'

export type Heap = { heapUsedMb: number; heapTotalMb: number; externalMb: number }

const gauge = (text: string, name: string) => {
  const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1]
  return value ? Number(value) / 1024 / 1024 : NaN
}

export async function readHeap(origin: string): Promise<Heap> {
  const res = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  })
  const text = res.ok ? await res.text() : ''
  return {
    heapUsedMb: gauge(text, 'nodejs_heap_size_used_bytes'),
    heapTotalMb: gauge(text, 'nodejs_heap_size_total_bytes'),
    externalMb: gauge(text, 'nodejs_external_memory_bytes'),
  }
}
