// Email + password → account. An unknown email costs the same scrypt work as a wrong password,
// so timing does not tell which one it was.
import type { Db } from '../../db/client.ts'
import { findAccountByEmail, type Account } from './accounts.ts'
import { decoyHash, verifyPassword } from './password.ts'

export async function authenticate(db: Db, email: string, password: string): Promise<Account | null> {
  const found = await findAccountByEmail(db, email)
  const matches = await verifyPassword(password, found?.passwordHash ?? (await decoyHash()))
  if (!found || !matches) return null
  return { id: found.id, email: found.email, name: found.name, emailVerified: found.emailVerified }
}
