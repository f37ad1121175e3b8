// Advertising events (POST /api/fb-events), kept for a forwarder to send on (forwarded = false).
import type { Db } from '../db/client.ts'
import { trackedEvents } from '../db/schema.ts'

export async function insertTrackedEvent(db: Db, eventName: string, payload: Record<string, unknown>) {
  await db.insert(trackedEvents).values({ eventName, payload })
}
