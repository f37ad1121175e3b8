// The request/response interceptor's log (spec §7/§8): a failed API call is reported with its method,
// path, status and the API's request id, and nothing else: no headers (token, guest list), no query or
// body (search words, addresses), and the shopper's id in /user/{id} paths is masked.
import type { ClientLogInput } from '@haat/domain/logging/client-log'
import { sendClientLog } from './ui-logger.ts'

export type FailedCall = {
  method: string
  /** Under /api, without the query string. */
  path: string
  /** 0 when no answer came (network failure or time-out). */
  status: number
  requestId: string | null
  /** The API's error code, or 'network' / 'timeout'. */
  code: string
}

const NAMED_USER_PATHS = new Set(['merge', 'logout'])

export function loggablePath(path: string): string {
  const [, area, id, ...rest] = path.split('/')
  if (area !== 'user' || !id || NAMED_USER_PATHS.has(id)) return path
  return ['', area, ':id', ...rest].join('/')
}

export function failedCallReport(call: FailedCall, url: string): ClientLogInput {
  const path = `/api${loggablePath(call.path)}`
  return {
    severity: call.status === 0 || call.status >= 500 ? 'error' : 'warn',
    message: `${call.method} ${path} failed: ${call.status || call.code}`,
    url: url.split('?')[0],
    request: { method: call.method, path },
    response: { status: call.status, requestId: call.requestId, error: call.code },
  }
}

export function reportFailedCall(call: FailedCall): void {
  if (typeof window === 'undefined') return
  sendClientLog(failedCallReport(call, window.location.href))
}
