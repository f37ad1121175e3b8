// Issuing a link and queueing its email: a password reset, or the verification sent at sign-up.
import type { Db } from '../../db/client.ts'
import { queueAccountEmail } from '../../email/account-email.ts'
import type { Account } from '../accounts/accounts.ts'
import { issueAccountToken, RESET_MINUTES, VERIFY_MINUTES } from '../accounts/account-tokens.ts'
import { RECOVERY_PATHS } from './recovery-pages.ts'

export async function sendResetLink(db: Db, origin: string, account: Account, uid: string | undefined) {
  const token = await issueAccountToken(db, account.id, 'reset', RESET_MINUTES)
  const link = new URL(RECOVERY_PATHS.reset, origin)
  link.searchParams.set('token', token)
  if (uid) link.searchParams.set('uid', uid)
  await queueAccountEmail(db, {
    purpose: 'reset',
    to: account.email,
    name: account.name,
    link: link.toString(),
    validMinutes: RESET_MINUTES,
  })
}

export async function sendVerificationLink(db: Db, origin: string, account: Account) {
  const token = await issueAccountToken(db, account.id, 'verify', VERIFY_MINUTES)
  const link = new URL(RECOVERY_PATHS.verify, origin)
  link.searchParams.set('token', token)
  await queueAccountEmail(db, {
    purpose: 'verify',
    to: account.email,
    name: account.name,
    link: link.toString(),
    validMinutes: VERIFY_MINUTES,
  })
}
