// Spec §7 tracking: the event is stored, then forwarded to the Meta Conversions API when META_PIXEL_ID
// and META_ACCESS_TOKEN are set. The shopper's email is kept only as its SHA-256 (trimmed, lower case).
// A forwarding failure answers success:false with the reason (spec §8) and stays on the row.
import type { FbEvent } from '@haat/domain/catalog/errors'
import { sendServerEvent, type MetaSettings } from '../../adapters/meta/conversions-api.ts'
import type { Db } from '../../db/client.ts'
import { insertTrackedEvent, markForwarded } from '../../repositories/tracked-events.ts'
import { hashEmail, toServerEvent, type EventContext } from './server-event.ts'

export type RecordResult = { success: boolean; message?: string }

export async function recordFbEvent(
  db: Db,
  meta: MetaSettings | null,
  event: FbEvent,
  context: Omit<EventContext, 'eventId'>,
): Promise<RecordResult> {
  const { email, eventName, ...rest } = event
  const payload = {
    ...rest,
    clientIp: context.clientIp,
    ...(context.fbc && !rest.fbc && { fbc: context.fbc }),
    ...(email?.trim() && { emailSha256: hashEmail(email) }),
  }
  const id = await insertTrackedEvent(db, eventName, payload)
  if (!meta) return { success: true }
  const sent = await sendServerEvent(meta, toServerEvent(event, { ...context, eventId: `haat-${id}` }))
  await markForwarded(db, id, sent.ok ? null : sent.message)
  return sent.ok ? { success: true } : { success: false, message: sent.message }
}
