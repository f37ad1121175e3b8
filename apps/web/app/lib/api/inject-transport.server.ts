// SSR transport: loaders call the API in-process through Fastify's inject (no network hop).
import { IN_PROCESS_CALL_HEADER } from '@haat/domain/logging/in-process-call'
import type { FastifyInstance } from 'fastify'
import { apiUrl, readAnswer, type ApiCall, type ApiTransport } from './transport.ts'

/** `forward` carries headers of the page request that the API should see (request id, user agent);
 * `query` goes with every call (a Hindi page's `lang=hi`, decision 0791). */
export function injectTransport(
  app: FastifyInstance,
  forward: Record<string, string> = {},
  query: ApiCall['query'] = {},
): ApiTransport {
  return async <T>(call: ApiCall) => {
    // Bytes (an admin upload) go as they are, with the content type the caller names in its headers.
    const raw = call.body instanceof Uint8Array ? Buffer.from(call.body) : undefined
    const res = await app.inject({
      method: call.method ?? 'GET',
      url: apiUrl({ path: call.path, query: { ...call.query, ...query } }),
      headers: {
        accept: 'application/json',
        [IN_PROCESS_CALL_HEADER]: '1',
        ...forward,
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      ...(call.body !== undefined ? { payload: raw ?? JSON.stringify(call.body) } : {}),
    })
    return readAnswer<T>(res.statusCode, res.body)
  }
}
