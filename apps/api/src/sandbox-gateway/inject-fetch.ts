// A fetch that answers from this server's own routes (Fastify inject): the store reaches the sandbox
// gateway with the same HTTP requests it sends Razorpay, without knowing its own listening address.
import type { FastifyInstance } from 'fastify'
import type { Fetch } from '../adapters/payments/razorpay-client.ts'

export function injectFetch(app: FastifyInstance): Fetch {
  return async (url, init) => {
    const { pathname, search } = new URL(url)
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: pathname + search,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    })
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } })
  }
}
