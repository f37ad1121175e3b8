// One-time links for an account (password reset, email verification): 32 random bytes in the link,
// only their SHA-256 in the database; each works once and until it expires. A new link of the same
// purpose retires the earlier ones, so only the latest email works.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { accountTokens } from '../../db/schema.ts'

export type TokenPurpose = 'reset' | 'verify'
export const RESET_MINUTES = 30
export const VERIFY_MINUTES = 48 * 60

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export async function issueAccountToken(db: Db, accountId: string, purpose: TokenPurpose, minutes: number) {
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.accountId, accountId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      )
    await tx.insert(accountTokens).values({
      accountId,
      purpose,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + minutes * 60_000),
    })
  })
  return token
}

const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hashOf(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  )

/** The account whose unused, unexpired link this is (the link is not used up). */
export async function peekAccountToken(db: Db, token: string, purpose: TokenPurpose) {
  if (!TOKEN_SHAPE.test(token)) return null
  const [row] = await db
    .select({ accountId: accountTokens.accountId })
    .from(accountTokens)
    .where(usable(token, purpose))
  return row?.accountId ?? null
}

/** Uses the link up and answers its account; null when unknown, expired or used (also concurrently). */
export async function consumeAccountToken(db: Db, token: string, purpose: TokenPurpose) {
  if (!TOKEN_SHAPE.test(token)) return null
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ accountId: accountTokens.accountId })
  return row?.accountId ?? null
}
