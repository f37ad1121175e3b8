// A browser's advertising event (spec §7 fields) as a Conversions API server event. The email is
// hashed the way Meta matches it: SHA-256 of the trimmed, lower-cased address.
import { createHash } from 'node:crypto'
import type { FbEvent } from '@haat/domain/catalog/errors'
import type { ServerEvent } from '../../adapters/meta/conversions-api.ts'

export const hashEmail = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

export type EventContext = { eventId: string; clientIp: string; userAgent?: string; fbc?: string; at: Date }

export function toServerEvent(event: FbEvent, context: EventContext): ServerEvent {
  const email = event.email?.trim()
  const userData = {
    ...(email && { em: [hashEmail(email)] }),
    ...((event.userAgent ?? context.userAgent) && {
      client_user_agent: event.userAgent ?? context.userAgent,
    }),
    client_ip_address: context.clientIp,
    ...(event.fbp && { fbp: event.fbp }),
    ...((event.fbc ?? context.fbc) && { fbc: event.fbc ?? context.fbc }),
  }
  return {
    event_name: event.eventName,
    event_time: Math.floor(context.at.getTime() / 1000),
    ...(event.eventUrl && { event_source_url: event.eventUrl }),
    action_source: 'website',
    event_id: context.eventId,
    user_data: userData,
    custom_data: {
      currency: event.currency,
      ...(event.cart_total !== undefined && { value: event.cart_total }),
      ...(event.content_ids && { content_ids: event.content_ids.map(String) }),
      ...(event.content_type && { content_type: event.content_type }),
      ...(event.contents && { contents: event.contents.map((c) => ({ ...c, id: String(c.id) })) }),
    },
  }
}
