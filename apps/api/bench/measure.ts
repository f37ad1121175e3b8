// One measurement: N connections for D seconds after a 2 s warm-up, cycling through the given paths.
import autocannon from 'autocannon'

export type LoadShape = { connections: number; duration: number }
export type Figures = { rps: number; p50: number; p99: number; errors: number }

export async function measure(
  url: string,
  paths: readonly string[],
  shape: LoadShape,
  method: 'GET' | 'PUT' = 'GET',
): Promise<Figures> {
  let next = 0
  const requests = [
    {
      method,
      setupRequest: (req: { path: string }) => ({ ...req, method, path: paths[next++ % paths.length]! }),
    },
  ]
  const common = { url: `${url}${paths[0]}`, method, connections: shape.connections, pipelining: 1, requests }
  await autocannon({ ...common, duration: 2 }) // warm-up
  const result = await autocannon({ ...common, duration: shape.duration })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

export const ratio = (f: Figures, ceiling: Figures) => f.rps / ceiling.rps
export const percent = (x: number) => `${(x * 100).toFixed(0)} %`
export const cells = (f: Figures) => `${f.rps.toFixed(0)} | ${f.p50} / ${f.p99}`
