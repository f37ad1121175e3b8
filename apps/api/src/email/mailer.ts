// Sends one message: through SMTP when SMTP_URL is set, else into the outbox folder as an .eml file
// (any mail program opens it). Either way nodemailer builds the MIME message, so the outbox holds
// exactly what SMTP would have carried.
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Env } from '../config/env.ts'
import { onFirstUse } from '../services/on-first-use.ts'

export type MailMessage = { to: string; subject: string; html: string; text: string }
export type Mailer = {
  kind: 'smtp' | 'outbox'
  /** Where mail goes, without credentials (logs, docs). */
  target: string
  send: (message: MailMessage) => Promise<{ messageId: string }>
  close: () => void
}

type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'OUTBOX_DIR' | 'DATA_DIR'>

export function outboxDir(env: MailEnv): string {
  return resolve(env.OUTBOX_DIR ?? join(env.DATA_DIR, 'outbox'))
}

/** nodemailer (~5 MB of heap) is loaded for the first message, not by every server that may send one. */
const nodemailer = async () => (await import('nodemailer')).default

export function createMailer(env: MailEnv): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(outboxDir(env), env.MAIL_FROM)
}

function smtpMailer(url: string, from: string): Mailer {
  // Short timeouts: a stuck mail server fails the attempt and the queue retries it later.
  const timeouts = new URLSearchParams({
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '20000',
  })
  const withTimeouts = new URL(url)
  for (const [k, v] of timeouts) if (!withTimeouts.searchParams.has(k)) withTimeouts.searchParams.set(k, v)
  const transport = onFirstUse(async () =>
    (await nodemailer()).createTransport(withTimeouts.toString(), { from }),
  )
  const { host, protocol } = new URL(url)
  return {
    kind: 'smtp',
    target: `${protocol}//${host}`,
    send: async (m) => {
      const info = await (await transport.get()).sendMail({ ...m, from })
      return { messageId: info.messageId }
    },
    close: () => void transport.made()?.then((t) => t.close()),
  }
}

function outboxMailer(dir: string, from: string): Mailer {
  const transport = onFirstUse(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  return {
    kind: 'outbox',
    target: dir,
    send: async (m) => {
      const info = await (await transport.get()).sendMail({ ...m, from })
      // Written beside the outbox, then moved in: whoever watches the folder never opens half a message.
      const partial = `${dir}.partial`
      await mkdir(dir, { recursive: true })
      await mkdir(partial, { recursive: true })
      // Sortable by time; the message id keeps two messages of one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const id = info.messageId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40)
      const name = `${stamp}-${id}.eml`
      await writeFile(join(partial, name), info.message as Buffer)
      await rename(join(partial, name), join(dir, name))
      return { messageId: info.messageId }
    },
    close: () => {},
  }
}
