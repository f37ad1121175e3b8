// Spec §7 tracking: the event is stored, then forwarded to the Meta Conversions API when META_PIXEL_ID
// and META_ACCESS_TOKEN are set. The shopper's email is kept only as its SHA-256 (trimmed, lower case).
// A forwarding failure answers success:false with the reason (spec §8), stays on the row, and the event
// is retried from the job queue (retry-fb-event.ts).
import type { FbEvent } from '@haat/domain/catalog/errors'
import { sendServerEvent, type MetaSettings } from '../../adapters/meta/conversions-api.ts'
import type { Db } from '../../db/client.ts'
import { insertTrackedEvent, markForwarded } from '../../repositories/tracked-events.ts'
import { queueMetaRetry } from './retry-fb-event.ts'
import { hashEmail, toServerEvent, type EventContext } from './server-event.ts'

export type RecordResult = { success: boolean; message?: string }

export async function recordFbEvent(
  db: Db,
  meta: MetaSettings | null,
  event: FbEvent,
  context: Omit<EventContext, 'eventId'>,
  retryAfterMs: number,
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
  const serverEvent = toServerEvent(event, { ...context, eventId: `haat-${id}` })
  const sent = await sendServerEvent(meta, serverEvent)
  await markForwarded(db, id, sent.ok ? null : sent.message)
  if (!sent.ok) await queueMetaRetry(db, id, serverEvent, retryAfterMs)
  return sent.ok ? { success: true } : { success: false, message: sent.message }
}
