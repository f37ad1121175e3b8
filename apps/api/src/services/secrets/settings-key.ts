// The key that seals stored secrets (decision 0620): SETTINGS_ENCRYPTION_KEY, required in production on
// PostgreSQL (env.ts refuses to start without it). The embedded default (PGlite, zero setup) generates
// one once and keeps it in the `settings` table, which protects nothing against someone holding the
// database: a warning says so at start.
import { randomBytes } from 'node:crypto'
import type { Env } from '../../config/env.ts'
import type { Db } from '../../db/client.ts'
import { getOrCreateSetting } from '../../repositories/settings.ts'
import { parseSettingsKey } from './secret-box.ts'

export async function loadSettingsKey(
  db: Db,
  env: Pick<Env, 'SETTINGS_ENCRYPTION_KEY' | 'NODE_ENV'>,
  log: { warn(message: string): void },
): Promise<Buffer> {
  if (env.SETTINGS_ENCRYPTION_KEY) return parseSettingsKey(env.SETTINGS_ENCRYPTION_KEY)!
  if (env.NODE_ENV === 'production')
    log.warn(
      'SETTINGS_ENCRYPTION_KEY is not set: shop tokens are sealed with a key kept in the database (embedded default only; set the key before storing real tokens)',
    )
  const stored = await getOrCreateSetting(
    db,
    'settings_encryption_key',
    randomBytes(32).toString('base64url'),
  )
  return parseSettingsKey(stored)!
}
