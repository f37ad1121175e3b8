// Access tokens revoked by sign-out. In the database, so every instance behind a load balancer refuses
// a revoked token at once; rows go once the token would have expired anyway.
import { createHash } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { revokedTokens } from '../db/schema.ts'

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

export async function revokeToken(db: Db, token: string, expiresAt: Date): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()))
  await db
    .insert(revokedTokens)
    .values({ tokenHash: hashOf(token), expiresAt })
    .onConflictDoNothing()
}

export async function isTokenRevoked(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .select({ hash: revokedTokens.tokenHash })
    .from(revokedTokens)
    .where(and(eq(revokedTokens.tokenHash, hashOf(token)), gt(revokedTokens.expiresAt, new Date())))
    .limit(1)
  return rows.length > 0
}
