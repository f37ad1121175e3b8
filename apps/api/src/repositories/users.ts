// Shoppers who signed in through the login provider: one row per token subject.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'

export type UserRow = { id: string; email: string | null; name: string | null; issuer: string }

/** Insert, or refresh email and name when the provider's token says something new. */
export async function upsertUser(db: Db, user: UserRow): Promise<void> {
  await db
    .insert(users)
    .values(user)
    .onConflictDoUpdate({
      target: users.id,
      set: {
        email: sql`coalesce(excluded.email, ${users.email})`,
        name: sql`coalesce(excluded.name, ${users.name})`,
      },
      setWhere: sql`(excluded.email is not null and excluded.email is distinct from ${users.email})
        or (excluded.name is not null and excluded.name is distinct from ${users.name})`,
    })
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, issuer: users.issuer })
    .from(users)
    .where(eq(users.id, id))
  return row
}
