// CSRF tokens of the admin's form posts (decision 0762): an HMAC of the signed-in operator's access
// token under a key kept in the database, so every instance agrees and a token works for that session only.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { getOrCreateSetting } from '../repositories/settings.ts'

export async function adminCsrfKey(db: Db): Promise<string> {
  return getOrCreateSetting(db, 'admin_csrf_key', randomBytes(32).toString('base64url'))
}

export function csrfTokenFor(key: string, accessToken: string): string {
  const session = createHash('sha256').update(accessToken).digest()
  return createHmac('sha256', key).update(session).digest('base64url')
}

export function csrfTokenMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}
