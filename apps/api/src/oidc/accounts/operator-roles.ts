// Operator roles of embedded-provider accounts (decision 0760): set by `npm run admin`, copied into the
// access token as `haat_role` and, for a brand user, `haat_brand` (the brand's slug).
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { accounts, brands } from '../../db/schema.ts'
import type { OperatorRole } from '../../auth/operator.ts'

export type AccountRole = { role: OperatorRole | null; brandSlug: string | null }

export async function findAccountRole(db: Db, accountId: string): Promise<AccountRole> {
  const [row] = await db
    .select({ role: accounts.role, brandSlug: brands.slug })
    .from(accounts)
    .leftJoin(brands, eq(brands.id, accounts.brandId))
    .where(eq(accounts.id, accountId))
  return { role: row?.role ?? null, brandSlug: row?.brandSlug ?? null }
}

/** The token claims of a role: nothing for a shopper. */
export function roleClaims({ role, brandSlug }: AccountRole): Record<string, string> {
  if (!role) return {}
  return role === 'brand' && brandSlug ? { haat_role: role, haat_brand: brandSlug } : { haat_role: role }
}

export async function setAccountRole(
  db: Db,
  accountId: string,
  role: OperatorRole | null,
  brandId: number | null,
) {
  await db
    .update(accounts)
    .set({ role, brandId: role === 'brand' ? brandId : null })
    .where(eq(accounts.id, accountId))
}
