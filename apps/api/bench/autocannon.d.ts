// The few autocannon 9 options and results the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number }
  type Request = { path: string; method?: string; headers?: Record<string, string> }
  type Options = {
    url: string
    method?: string
    connections?: number
    pipelining?: number
    duration?: number
    requests?: {
      method?: string
      /** context: one object per connection, also handed to onResponse */
      setupRequest?: (req: Request, context: any) => Request
      onResponse?: (status: number, body: unknown, context: any, headers: Record<string, string>) => void
    }[]
  }
  type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  export default function autocannon(opts: Options): Promise<Result>
}
