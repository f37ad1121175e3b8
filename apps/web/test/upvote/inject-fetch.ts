// The browser's fetch, answered by the real API in-process (Fastify inject over a fresh test database).
// Only the network hop is replaced: every call goes through the API's real routes, rules and database.
import type { FastifyInstance } from 'fastify'

export type Call = { method: string; url: string; headers: Record<string, string> }

export function injectFetch(app: FastifyInstance, calls: Call[]): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const method = (init.method ?? 'GET') as 'GET' | 'PUT' | 'POST'
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    calls.push({ method, url, headers })
    const res = await app.inject({
      method,
      url,
      headers,
      ...(init.body ? { payload: String(init.body) } : {}),
    })
    const answerHeaders = new Headers()
    for (const [name, value] of Object.entries(res.headers))
      if (typeof value === 'string') answerHeaders.set(name, value)
    return new Response(res.body, { status: res.statusCode, headers: answerHeaders })
  }) as typeof fetch
}
