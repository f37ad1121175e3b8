// The sandbox gateway's entities in the store's database, so every instance behind a load balancer
// serves the same orders and payments. Only what Razorpay's entities hold is kept: a card's last four
// digits at most, never its number, expiry or CVV, and no UPI id.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sandboxGatewayEntities } from '../db/schema.ts'
import type { Entity, EntityStore } from './protocol/entity-store.ts'

export function dbEntityStore(db: Db): EntityStore {
  const table = sandboxGatewayEntities
  return {
    async get(id) {
      const [row] = await db.select({ data: table.data }).from(table).where(eq(table.id, id))
      return (row?.data as Entity | undefined) ?? null
    },
    async put(entity, parentId = null) {
      await db
        .insert(table)
        .values({ id: entity.id, entity: entity.entity, parentId, data: entity })
        .onConflictDoUpdate({ target: table.id, set: { data: entity } })
    },
    async children(parentId, entity) {
      const rows = await db
        .select({ data: table.data })
        .from(table)
        .where(and(eq(table.parentId, parentId), eq(table.entity, entity)))
        .orderBy(table.createdAt)
      return rows.map((r) => r.data as Entity)
    },
  }
}
