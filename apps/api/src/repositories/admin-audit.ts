// The audit log of operator changes (decision 0761): written in the transaction of the change itself,
// so a change and its record commit or roll back together.
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { adminAudit } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type AuditActor = { id: string; email: string | null }
export type AuditEntry = {
  action: string
  entity: string
  entityId: string | number
  before: unknown
  after: unknown
}

export async function writeAudit(db: Db | Tx, actor: AuditActor, entry: AuditEntry) {
  await db.insert(adminAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    // JSON round trip: dates become strings, undefined fields go, as they would in a jsonb column.
    before: entry.before === undefined ? null : JSON.parse(JSON.stringify(entry.before)),
    after: entry.after === undefined ? null : JSON.parse(JSON.stringify(entry.after)),
  })
}

/** Removes a record and writes its audit row (before → nothing) in one transaction. */
export async function deleteAudited(
  db: Db,
  actor: AuditActor,
  entry: Omit<AuditEntry, 'after'>,
  remove: (tx: Tx) => Promise<unknown>,
) {
  await db.transaction(async (tx) => {
    await remove(tx)
    await writeAudit(tx, actor, { ...entry, after: null })
  })
}

export function auditOf(db: Db, entity: string, entityId: string | number, limit = 50) {
  return db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, entity), eq(adminAudit.entityId, String(entityId))))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit)
}
