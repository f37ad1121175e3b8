// Where a Razorpay-protocol gateway keeps its orders, payments and refunds: the sandbox keeps them in
// the database (every instance sees the same), the tests' contract fake in memory.
import { randomBytes } from 'node:crypto'

export type Entity = Record<string, unknown> & { id: string; entity: string }

export interface EntityStore {
  get(id: string): Promise<Entity | null>
  /** Insert or replace; `parentId` lets children (an order's payments, a payment's refunds) be listed. */
  put(entity: Entity, parentId?: string | null): Promise<void>
  children(parentId: string, entity: string): Promise<Entity[]>
}

export function memoryEntityStore(): EntityStore & { all: () => Entity[] } {
  const rows = new Map<string, { entity: Entity; parentId: string | null }>()
  return {
    get: async (id) => structuredClone(rows.get(id)?.entity ?? null),
    put: async (entity, parentId = null) =>
      void rows.set(entity.id, { entity: structuredClone(entity), parentId }),
    children: async (parentId, kind) =>
      [...rows.values()]
        .filter((r) => r.parentId === parentId && r.entity.entity === kind)
        .map((r) => structuredClone(r.entity)),
    all: () => [...rows.values()].map((r) => r.entity),
  }
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Razorpay-looking ids: 'order_', 'pay_', 'rfnd_', 'evt_' and 14 base62 characters. */
export function entityId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((b) => BASE62[b % 62]).join('')}`
}

export const unixNow = () => Math.floor(Date.now() / 1000)
