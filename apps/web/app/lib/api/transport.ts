// One interface for both ways of reaching the API: in-process (SSR, Fastify inject) and fetch (browser).
import type { ApiError, ApiIssue } from '@haat/domain/catalog/errors'

export type QueryValue = string | number | boolean | null | undefined
export type ApiCall = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string // under /api, e.g. '/product/slug/abc'
  query?: Record<string, QueryValue | readonly QueryValue[]>
  body?: unknown
  headers?: Record<string, string>
}
export type ApiTransport = <T = unknown>(call: ApiCall) => Promise<T>

/** A 4xx/5xx answer: `code`, `message` and (for a 400 from validation) `issues` come from its body. */
export class ApiRequestError extends Error {
  readonly status: number
  readonly code: string
  readonly issues: readonly ApiIssue[]
  constructor(status: number, code: string, message: string, issues: readonly ApiIssue[] = []) {
    super(message)
    this.name = 'ApiRequestError'
    this.status = status
    this.code = code
    this.issues = issues
  }
}

/** '/api' + path + query string; repeated values become repeated parameters (category=a&category=b). */
export function apiUrl(call: Pick<ApiCall, 'path' | 'query'>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(call.query ?? {})) {
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) if (v !== undefined && v !== null && v !== '') params.append(name, String(v))
  }
  const qs = params.toString()
  return `/api${call.path}${qs ? `?${qs}` : ''}`
}

// A plain check rather than the zod schema: this module is in every page's bundle, zod is not needed here.
function isApiError(body: unknown): body is ApiError {
  const b = body as Partial<ApiError> | null
  return typeof b === 'object' && b !== null && typeof b.error === 'string' && typeof b.message === 'string'
}

/** Turns an answer into data or an ApiRequestError; a body that is not JSON is reported plainly. */
export function readAnswer<T>(status: number, text: string): T {
  let body: unknown = undefined
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    if (status < 400)
      throw new ApiRequestError(502, 'bad_json', 'The API answered with something other than JSON')
  }
  if (status >= 400) {
    const { error, message, issues } = isApiError(body)
      ? body
      : { error: 'http_error', message: `HTTP ${status}`, issues: undefined }
    throw new ApiRequestError(status, error, message, Array.isArray(issues) ? issues : [])
  }
  return body as T
}

/** Checked by shape, not instanceof: the server bundle and server.ts each load their own copy of this
 * module, so an error thrown by one is not an instance of the other's class. */
export function isApiRequestError(err: unknown): err is ApiRequestError {
  return (
    err instanceof Error &&
    err.name === 'ApiRequestError' &&
    typeof (err as ApiRequestError).status === 'number'
  )
}

export const isNotFound = (err: unknown) => isApiRequestError(err) && err.status === 404
