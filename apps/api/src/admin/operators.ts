// Granting and taking back the operator role of an embedded-provider account (the `npm run admin` CLI).
// Every change is written to the audit log with the actor `cli`.
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { brands } from '../db/schema.ts'
import { changePassword, createAccount, findAccountByEmail } from '../oidc/accounts/accounts.ts'
import { findAccountRole, setAccountRole } from '../oidc/accounts/operator-roles.ts'
import { writeAudit } from '../repositories/admin-audit.ts'

const CLI_ACTOR = { id: 'cli', email: null }
const PASSWORD_MIN = 8

type Grant = { email: string; password?: string; name?: string; brandSlug?: string }

export async function grantOperator(db: Db, { email, password, name, brandSlug }: Grant): Promise<string> {
  if (password !== undefined && (password.length < PASSWORD_MIN || password.length > 200)) {
    throw new Error(`The password must be ${PASSWORD_MIN} to 200 characters.`)
  }
  const [brand] = brandSlug ? await db.select().from(brands).where(eq(brands.slug, brandSlug)) : []
  if (brandSlug && !brand) throw new Error(`No brand with the slug '${brandSlug}'.`)
  let account = await findAccountByEmail(db, email)
  if (!account) {
    if (!password) throw new Error('A new account needs --password (or ADMIN_PASSWORD).')
    const created = await createAccount(db, { email, name: name ?? email.split('@')[0]!, password })
    if (!created) throw new Error(`Could not create ${email}; try again.`)
    account = { ...created, passwordHash: '' }
  } else if (password) {
    await changePassword(db, account.id, password)
  }
  const before = await findAccountRole(db, account.id)
  const role = brand ? 'brand' : 'admin'
  await setAccountRole(db, account.id, role, brand?.id ?? null)
  await writeAudit(db, CLI_ACTOR, {
    action: 'operator.grant',
    entity: 'account',
    entityId: account.id,
    before,
    after: { role, brandSlug: brand?.slug ?? null },
  })
  const what = brand ? `a brand user of ${brand.name}` : 'an admin'
  return `${account.email} is now ${what}. Sign in on the store, then open /admin (it takes effect at the next sign-in).`
}

export async function revokeOperator(db: Db, email: string): Promise<string> {
  const account = await findAccountByEmail(db, email)
  if (!account) throw new Error(`No account with the email ${email}.`)
  const before = await findAccountRole(db, account.id)
  await setAccountRole(db, account.id, null, null)
  await writeAudit(db, CLI_ACTOR, {
    action: 'operator.revoke',
    entity: 'account',
    entityId: account.id,
    before,
    after: { role: null, brandSlug: null },
  })
  return `${account.email} is a shopper again (tokens already issued run out within the hour).`
}
