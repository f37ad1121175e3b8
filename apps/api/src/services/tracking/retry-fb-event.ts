// A Meta Conversions event that could not be sent during the request is retried from the job queue,
// with backoff and a bound on attempts. Idempotent by event id: one job per event (its key), the
// same event_id on every attempt (Meta drops repeats of an event_id), and the row marked on success.
import { sendServerEvent, type MetaSettings, type ServerEvent } from '../../adapters/meta/conversions-api.ts'
import type { Db } from '../../db/client.ts'
import { enqueue } from '../../jobs/queue.ts'
import { markForwarded } from '../../repositories/tracked-events.ts'

export const META_EVENT_JOB = 'meta-event'
/** Meta takes events up to seven days old; six attempts with the default backoff span ~5 minutes. */
const MAX_ATTEMPTS = 6

export async function queueMetaRetry(db: Db, trackedEventId: number, event: ServerEvent, delayMs: number) {
  return enqueue(db, {
    kind: META_EVENT_JOB,
    key: `${META_EVENT_JOB}:${event.event_id}`,
    payload: { trackedEventId, event },
    maxAttempts: MAX_ATTEMPTS,
    runAt: new Date(Date.now() + delayMs),
  })
}

export function metaEventHandler(deps: { db: Db; meta: MetaSettings | null }) {
  return async (payload: Record<string, unknown>) => {
    const { trackedEventId, event } = payload as { trackedEventId: number; event: ServerEvent }
    if (!deps.meta) throw new Error('Meta forwarding is not configured (META_PIXEL_ID, META_ACCESS_TOKEN)')
    const sent = await sendServerEvent(deps.meta, event)
    await markForwarded(deps.db, trackedEventId, sent.ok ? null : sent.message)
    if (!sent.ok) throw new Error(sent.message)
  }
}
