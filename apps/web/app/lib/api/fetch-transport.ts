// Browser transport (spec §7): JSON, 10 s time-out, bearer token when stored, guest_upvotes header when
// the guest list exists. A 401 to a call that carried the token means the session is over (expired,
// revoked or tampered token): listeners sign the shopper out (features/auth).
import { API_TIMEOUT_MS } from '@haat/domain/constants/timings'
import {
  ACCESS_TOKEN_KEY,
  GUEST_UPVOTES_HEADER,
  GUEST_UPVOTES_KEY,
} from '@haat/domain/constants/storage-keys'
import { reportFailedCall } from './failed-call-log.ts'
import { apiUrl, ApiRequestError, readAnswer, type ApiCall, type ApiTransport } from './transport.ts'

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null // storage blocked (private mode, policies): behave as a guest
  }
}

/** Headers every product API call carries, read fresh on each call (sign-in may change them). */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = stored(ACCESS_TOKEN_KEY)
  if (token) headers.authorization = `Bearer ${token}`
  const guest = stored(GUEST_UPVOTES_KEY)
  if (guest !== null) headers[GUEST_UPVOTES_HEADER] = guest
  return headers
}

type Listener = () => void
const bearerRejectedListeners = new Set<Listener>()

/** Called when the API refuses the stored token; returns the unsubscribe function. */
export function onBearerRejected(listener: Listener): () => void {
  bearerRejectedListeners.add(listener)
  return () => bearerRejectedListeners.delete(listener)
}

export const fetchTransport: ApiTransport = async <T>(call: ApiCall) => {
  const method = call.method ?? 'GET'
  const hasBody = call.body !== undefined
  const headers: Record<string, string> = {
    ...commonHeaders(),
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...call.headers,
  }
  // A Hindi page asks for the catalogue's Hindi texts, as its server render did (decision 0791).
  const query = document.documentElement.lang === 'hi-IN' ? { ...call.query, lang: 'hi' } : call.query
  let res: Response
  try {
    res = await fetch(apiUrl({ path: call.path, query }), {
      method,
      headers,
      body: hasBody ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError'
    const code = timedOut ? 'timeout' : 'network'
    reportFailedCall({ method, path: call.path, status: 0, requestId: null, code })
    throw new ApiRequestError(
      0,
      code,
      timedOut
        ? 'The store took too long to answer. Please try again.'
        : 'Could not reach the store. Check your connection.',
    )
  }
  if (res.status === 401 && headers.authorization) for (const listener of bearerRejectedListeners) listener()
  try {
    return readAnswer<T>(res.status, await res.text())
  } catch (err) {
    // The response interceptor: every failed answer is logged (method, path, status, request id).
    reportFailedCall({
      method,
      path: call.path,
      status: res.status,
      requestId: res.headers.get('x-request-id'),
      code: err instanceof ApiRequestError ? err.code : 'bad_answer',
    })
    throw err
  }
}
