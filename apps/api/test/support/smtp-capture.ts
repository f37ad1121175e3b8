// A real SMTP server in the test process (smtp-server), the stand-in for the store's mail provider:
// every message that arrives is parsed (mailparser) so tests read headers and both bodies. It can
// refuse messages (a mail outage) and be closed and started again on the same port.
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type { ParsedMail }

export const SMTP_USER = 'haat-mailer'
export const SMTP_PASS = 'test-password-1'

export type SmtpCapture = {
  port: number
  url: string
  messages: ParsedMail[]
  /** Envelopes as the SMTP dialogue carried them (MAIL FROM / RCPT TO). */
  envelopes: { from: string; to: string[] }[]
  /** While true every message is refused with 451 (temporary failure). */
  refuse: boolean
  /** Resolves with the first message (already received or yet to come) the test is waiting for. */
  waitFor: (match: (m: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>
  close: () => Promise<void>
}

export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const capture: Omit<SmtpCapture, 'port' | 'url' | 'close'> & { waiters: Array<() => void> } = {
    messages: [],
    envelopes: [],
    refuse: false,
    waiters: [],
    waitFor: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = capture.messages.find(match)
          if (!found) return false
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          const seen = capture.messages.map((m) => `${JSON.stringify(m.to)}: ${m.subject}`)
          reject(new Error(`no matching message arrived; received:\n${seen.join('\n')}`))
        }, timeoutMs)
        const wait = () => {
          if (!check()) capture.waiters.push(wait) // not this one: keep waiting
        }
        wait()
      }),
  }
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true, // plain SMTP on loopback; production uses STARTTLS or smtps
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true, // no DNS on test machines: a lookup would stall each connection
    onAuth(auth, _session, done) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS)
        return done(null, { user: auth.username })
      return done(new Error('Invalid username or password'))
    },
    onData(stream, session, done) {
      if (capture.refuse) {
        stream.resume()
        const err = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })
        return stream.on('end', () => done(err))
      }
      simpleParser(stream)
        .then((mail) => {
          capture.envelopes.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          })
          capture.messages.push(mail)
          for (const w of capture.waiters.splice(0)) w()
          done()
        })
        .catch(done)
    },
  })
  server.on('error', () => {}) // a client hanging up mid-dialogue is not the test's failure
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actual = (server as unknown as { server: { address: () => AddressInfo } }).server.address().port
  return Object.assign(capture, {
    port: actual,
    url: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
