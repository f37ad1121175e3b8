// Spec §7 tracking: the event is stored for the advertising forwarder. The shopper's email is kept
// only as the SHA-256 of its trimmed lower-case form, the form advertising APIs match on.
import { createHash } from 'node:crypto'
import type { FbEvent } from '@haat/domain/catalog/errors'
import type { Db } from '../db/client.ts'
import { insertTrackedEvent } from '../repositories/tracked-events.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export async function recordFbEvent(db: Db, event: FbEvent, clientIp: string): Promise<void> {
  const { email, eventName, ...rest } = event
  const payload = {
    ...rest,
    clientIp,
    ...(email?.trim() && { emailSha256: sha256(email.trim().toLowerCase()) }),
  }
  await insertTrackedEvent(db, eventName, payload)
}
