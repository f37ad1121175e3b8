// Browser error and request logs sent to POST /api/ui-logger.
import type { ClientLog } from '@haat/domain/logging/client-log'
import type { Db } from '../db/client.ts'
import { clientLogs } from '../db/schema.ts'

export async function insertClientLog(db: Db, log: ClientLog, requestId: string): Promise<void> {
  const { severity, ...payload } = log
  await db.insert(clientLogs).values({ severity, payload, requestId })
}
