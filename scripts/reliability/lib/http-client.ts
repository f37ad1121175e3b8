// A small HTTP client on node:http with a keep-alive pool of `connections` sockets and a time-out:
// enough for storms and soaks without another dependency.
import { Agent, request } from 'node:http'

export type HttpAnswer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  ms: number
}
export type HttpCall = {
  method?: string
  path: string
  headers?: Record<string, string>
  json?: unknown
  timeoutMs?: number
}

export function httpClient(baseUrl: string, connections = 50) {
  const base = new URL(baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const call = ({ method = 'GET', path, headers = {}, json, timeoutMs = 30_000 }: HttpCall) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const started = performance.now()
      const body = json === undefined ? undefined : JSON.stringify(json)
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          )
          res.on('error', reject)
        },
      )
      req.on('timeout', () => req.destroy(new Error(`time-out after ${timeoutMs} ms: ${method} ${path}`)))
      req.on('error', reject)
      req.end(body)
    })
  return { call, close: () => agent.destroy() }
}
export type HttpClient = ReturnType<typeof httpClient>

/** 'name=value' of a Set-Cookie answer, for sending back. */
export function cookieFrom(answer: HttpAnswer, name: string): string | undefined {
  const all = [answer.headers['set-cookie'] ?? []].flat()
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0]
}

/** Runs `tasks` with at most `limit` in flight. */
export async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await tasks[i]!()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}
