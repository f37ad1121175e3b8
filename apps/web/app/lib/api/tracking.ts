// Spec §7 POST /api/fb-events (same origin): an advertising event, stored and forwarded by the API.
import type { FbEvent } from '@haat/domain/catalog/errors'
import type { ApiTransport } from './transport.ts'

export type FbEventBody = Omit<FbEvent, 'currency'> & { currency: 'INR' }

/** Answers `{ success }`; `success: false` with a message when forwarding failed (§8). */
export function postFbEvent(api: ApiTransport, event: FbEventBody) {
  return api<{ success: boolean; message?: string }>({ method: 'POST', path: '/fb-events', body: event })
}
