// oidc-provider's storage in the store's database (table oidc_payloads), so sessions, grants,
// interactions, codes and refresh tokens survive a restart and are shared by every instance.
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider'
import type { Db } from '../db/client.ts'
import { oidcPayloads } from '../db/schema.ts'

const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`))

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

export class DrizzleAdapter implements Adapter {
  private readonly db: Db
  private readonly kind: string

  constructor(db: Db, kind: string) {
    this.db = db
    this.kind = kind
  }

  private key(id: string) {
    return and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id))
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    }
    await this.db
      .insert(oidcPayloads)
      .values({ kind: this.kind, id, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: { ...row, consumedAt: null } })
  }

  private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, this.kind), where, live()))
      .limit(1)
    if (!row) return undefined
    const payload = row.payload as AdapterPayload
    return row.consumedAt ? { ...payload, consumed: epochSeconds(row.consumedAt) } : payload
  }

  find(id: string) {
    return this.findWhere(eq(oidcPayloads.id, id))
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcPayloads.uid, uid))
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcPayloads.userCode, userCode))
  }

  /** Only the first of two racing token requests consumes a code; the other is refused. */
  async consume(id: string): Promise<void> {
    const taken = await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(this.key(id), isNull(oidcPayloads.consumedAt)))
      .returning({ id: oidcPayloads.id })
    if (!taken.length) throw new errors.InvalidGrant('grant source already consumed')
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(this.key(id))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.grantId, grantId)))
  }
}

/** Expired rows are never read (see live()); this removes them. Returns how many went. */
export async function deleteExpiredPayloads(db: Db): Promise<number> {
  const gone = await db
    .delete(oidcPayloads)
    .where(lte(oidcPayloads.expiresAt, sql`now()`))
    .returning({ id: oidcPayloads.id })
  return gone.length
}
