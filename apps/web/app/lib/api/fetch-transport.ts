// Browser transport (spec §7): JSON, 10 s time-out, bearer token when stored, guest_upvotes header when
// the guest list exists.
import { API_TIMEOUT_MS } from '@haat/domain/constants/timings'
import {
  ACCESS_TOKEN_KEY,
  GUEST_UPVOTES_HEADER,
  GUEST_UPVOTES_KEY,
} from '@haat/domain/constants/storage-keys'
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

export const fetchTransport: ApiTransport = async <T>(call: ApiCall) => {
  const hasBody = call.body !== undefined
  let res: Response
  try {
    res = await fetch(apiUrl(call), {
      method: call.method ?? 'GET',
      headers: {
        ...commonHeaders(),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      body: hasBody ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError'
    throw new ApiRequestError(
      0,
      timedOut ? 'timeout' : 'network',
      timedOut ? 'The request took too long' : 'Could not reach the store. Check your connection.',
    )
  }
  return readAnswer<T>(res.status, await res.text())
}
