// Advertising events (POST /api/fb-events): stored, then marked forwarded or with the forwarding error.
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { trackedEvents } from '../db/schema.ts'

export async function insertTrackedEvent(db: Db, eventName: string, payload: Record<string, unknown>) {
  const [row] = await db
    .insert(trackedEvents)
    .values({ eventName, payload })
    .returning({ id: trackedEvents.id })
  return row!.id
}

/** error null: Meta accepted the event. */
export async function markForwarded(db: Db, id: number, error: string | null) {
  await db
    .update(trackedEvents)
    .set({ forwarded: error === null, forwardError: error })
    .where(eq(trackedEvents.id, id))
}
