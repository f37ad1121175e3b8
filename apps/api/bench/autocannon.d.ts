// The few autocannon 9 options and results the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number }
  type Options = {
    url: string
    connections?: number
    pipelining?: number
    duration?: number
    requests?: { setupRequest?: (req: { path: string }) => { path: string } }[]
  }
  type Result = {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  export default function autocannon(opts: Options): Promise<Result>
}
