// Password reset and email verification mail, sent through the job queue like order mail. The job holds
// the one-time link only until it is sent (a finished job's payload is emptied).
import type { Db } from '../db/client.ts'
import { enqueue } from '../jobs/queue.ts'
import type { Mailer } from './mailer.ts'
import { passwordResetEmail, verifyEmailEmail } from './templates/account-emails.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export const ACCOUNT_EMAIL_JOB = 'account-email'

export type AccountEmail = {
  purpose: 'reset' | 'verify'
  to: string
  name: string
  link: string
  /** How long the link works, in minutes. */
  validMinutes: number
}

export async function queueAccountEmail(db: Db | Tx, mail: AccountEmail) {
  await enqueue(db, { kind: ACCOUNT_EMAIL_JOB, payload: mail, maxAttempts: 6 })
}

export function accountEmailHandler(deps: { mailer: Mailer; origin: () => string }) {
  return async (payload: Record<string, unknown>) => {
    const mail = payload as AccountEmail
    const to = { name: mail.name, origin: deps.origin() }
    const message =
      mail.purpose === 'reset'
        ? passwordResetEmail(mail.link, mail.validMinutes, to)
        : verifyEmailEmail(mail.link, Math.round(mail.validMinutes / 60), to)
    await deps.mailer.send({ to: mail.to, ...message })
  }
}
