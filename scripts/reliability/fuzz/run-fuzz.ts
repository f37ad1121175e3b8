// Sends `count` generated requests to an in-process store (Fastify inject: no sockets, so 10,000 take
// seconds) and collects every answer that breaks the rules, with the seed to replay it.
import type { FastifyInstance } from 'fastify'
import { createRng } from '../lib/prng.ts'
import { problemsWith } from './check-answer.ts'
import {
  generateRequest,
  routesOf,
  type FuzzRequest,
  type Identity,
  type OpenApi,
} from './generate-requests.ts'
import type { Known } from './schema-values.ts'

export type FuzzFailure = { request: FuzzRequest; status: number; problems: string[]; body: string }
export type FuzzReport = {
  seed: number
  requests: number
  routes: number
  byStatus: Record<string, number>
  failures: FuzzFailure[]
}

export async function runFuzz(opts: {
  app: FastifyInstance
  seed: number
  count: number
  known: Known
  identity: (rng: ReturnType<typeof createRng>) => Identity
}): Promise<FuzzReport> {
  const rng = createRng(opts.seed)
  const doc = (await opts.app.inject({ url: '/api/docs/json' })).json() as OpenApi
  const routes = routesOf(doc)
  const identity = opts.identity(rng)
  const byStatus: Record<string, number> = {}
  const failures: FuzzFailure[] = []
  for (let i = 0; i < opts.count; i++) {
    const request = generateRequest(routes[i % routes.length]!, rng, opts.known, identity)
    const res = await opts.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined && { payload: request.payload }),
    })
    byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1
    const problems = problemsWith(
      { status: res.statusCode, headers: res.headers, body: res.body },
      request.method,
    )
    if (problems.length)
      failures.push({ request, status: res.statusCode, problems, body: res.body.slice(0, 300) })
  }
  return { seed: opts.seed, requests: opts.count, routes: routes.length, byStatus, failures }
}
