// The HMAC key that signs guest ids: GUEST_ID_SECRET, or one generated once and kept in the database
// so that every instance on the same database accepts the same cookies.
import { randomBytes } from 'node:crypto'
import type { Env } from '../config/env.ts'
import type { Db } from '../db/client.ts'
import { getOrCreateSetting } from '../repositories/settings.ts'

export async function loadGuestSecret(db: Db, env: Pick<Env, 'GUEST_ID_SECRET'>): Promise<string> {
  if (env.GUEST_ID_SECRET) return env.GUEST_ID_SECRET
  return getOrCreateSetting(db, 'guest_id_secret', randomBytes(32).toString('base64url'))
}
