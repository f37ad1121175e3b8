// Sign-in accounts of the embedded login provider. Emails are kept lower-cased and unique.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { accounts, oidcPayloads } from '../../db/schema.ts'
import { hashPassword } from './password.ts'

export type Account = { id: string; email: string; name: string; emailVerified: boolean }
type AccountWithHash = Account & { passwordHash: string }

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

const publicColumns = {
  id: accounts.id,
  email: accounts.email,
  name: accounts.name,
  emailVerified: sql<boolean>`${accounts.emailVerifiedAt} is not null`,
}

/** The new account, or null when the email is already taken (also under a concurrent sign-up). */
export async function createAccount(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<Account | null> {
  const passwordHash = await hashPassword(input.password)
  const [row] = await db
    .insert(accounts)
    .values({ email: normaliseEmail(input.email), name: input.name.trim(), passwordHash })
    .onConflictDoNothing({ target: accounts.email })
    .returning(publicColumns)
  return row ?? null
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountWithHash | undefined> {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)))
  return row
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function findAccountById(db: Db, id: string): Promise<Account | undefined> {
  // A subject that is not a uuid cannot be ours (and would make PostgreSQL raise a cast error).
  if (!UUID.test(id)) return undefined
  const [row] = await db.select(publicColumns).from(accounts).where(eq(accounts.id, id))
  return row
}

export async function markEmailVerified(db: Db, id: string) {
  await db
    .update(accounts)
    .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` })
    .where(eq(accounts.id, id))
}

/**
 * A new password ends the account's sessions and refresh tokens everywhere (whoever knew the old one
 * is signed out); access tokens already handed out run out within their short lifetime.
 */
export async function changePassword(db: Db, id: string, password: string) {
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, id))
    for (const kind of ['Session', 'Grant', 'RefreshToken']) {
      await tx
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, kind), sql`${oidcPayloads.payload}->>'accountId' = ${id}`))
    }
  })
}
