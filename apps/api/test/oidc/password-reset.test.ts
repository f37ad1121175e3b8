// Password reset and email verification at the embedded login provider, against the real server and a
// real SMTP server in this process: links are single-use, expire, are stored only hashed; the reset
// page answers the same for registered and unknown emails; posts are rate-limited.
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, accountTokens, oidcPayloads } from '../../src/db/schema.ts'
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts'
import { Browser } from './support/browser.ts'
import {
  codeFrom,
  exchangeCode,
  newShopper,
  signIn,
  signUp,
  startSignIn,
  type Tokens,
} from './support/sign-in-flow.ts'
import { START_TIMEOUT, startStore, type StoreServer } from './support/store-server.ts'

let smtp: SmtpCapture
let store: StoreServer
beforeAll(async () => {
  smtp = await startSmtpCapture()
  store = await startStore({ env: { SMTP_URL: smtp.url, JOB_POLL_MS: '100', ACCOUNT_MAIL_RATE_LIMIT: '3' } })
}, START_TIMEOUT)
afterAll(async () => {
  await store?.stop()
  await smtp?.close()
}, START_TIMEOUT)

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`(http://127\\.0\\.0\\.1:\\d+${path}\\?\\S+)`).exec(text)
  expect(match, text).toBeTruthy()
  return new URL(match![1]!)
}
const mailTo = (email: string, subject: string) =>
  smtp.waitFor((m) => m.subject === subject && m.to !== undefined && JSON.stringify(m.to).includes(email))

async function signUpShopper() {
  const shopper = newShopper()
  const attempt = await startSignIn(store.origin)
  await codeFrom(attempt, await signUp(attempt, shopper))
  return shopper
}

async function signInTokens(email: string, password: string): Promise<Tokens | null> {
  const attempt = await startSignIn(store.origin)
  const posted = await signIn(attempt, email, password)
  if (posted.status !== 303) return null
  const res = await exchangeCode(store.origin, await codeFrom(attempt, posted), attempt.verifier)
  return (await res.json()) as Tokens
}

describe('email verification', () => {
  it('sign-up mails a link that confirms the address once; the tokens then say email_verified', async () => {
    const shopper = await signUpShopper()
    const mail = await mailTo(shopper.email, 'Confirm your email for haat')
    expect(mail.html).toContain('Confirm my email')
    const link = linkIn(mail.text!, '/account/verify-email')
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'))
    const before = await signInTokens(shopper.email, shopper.password)
    expect(decodeJwt(before!.id_token).email_verified).toBe(false)

    const browser = new Browser(store.origin)
    const opened = await browser.get(link.pathname + link.search)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('Your email is confirmed')
    const again = await browser.get(link.pathname + link.search)
    expect(again.status).toBe(410)
    expect(await again.text()).toContain('This link has expired')

    const after = await signInTokens(shopper.email, shopper.password)
    expect(decodeJwt(after!.id_token).email_verified).toBe(true)
  })
})

describe('password reset', () => {
  it('the answer is the same for a registered and an unknown email; only the registered one gets mail', async () => {
    const shopper = await signUpShopper()
    const unknown = `nobody.${Date.now()}@example.in`
    const browser = new Browser(store.origin)
    const form = await browser.get('/account/forgot-password')
    expect(form.status).toBe(200)
    expect(await form.text()).toContain('Forgot your password?')
    const known = await browser.post('/account/forgot-password', { email: shopper.email })
    const other = await browser.post('/account/forgot-password', { email: unknown })
    expect(known.status).toBe(other.status)
    const knownPage = (await known.text()).replace(shopper.email, 'EMAIL')
    const otherPage = (await other.text()).replace(unknown, 'EMAIL')
    expect(knownPage).toBe(otherPage)
    expect(knownPage).toContain('If an account exists for <strong>EMAIL</strong>')
    await mailTo(shopper.email, 'Reset your haat password')
    await new Promise((r) => setTimeout(r, 500)) // several worker polls
    expect(smtp.messages.some((m) => JSON.stringify(m.to).includes(unknown))).toBe(false)
  })

  it('works end to end: link, new password, single use, old password refused, sessions ended', async () => {
    const shopper = await signUpShopper()
    const browser = new Browser(store.origin)
    await browser.post('/account/forgot-password', { email: shopper.email })
    const mail = await mailTo(shopper.email, 'Reset your haat password')
    const link = linkIn(mail.text!, '/account/reset-password')
    const token = link.searchParams.get('token')!

    // Stored only as its SHA-256.
    const rows = await store.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'reset'))
    const hash = createHash('sha256').update(token).digest('hex')
    expect(rows.map((r) => r.tokenHash)).toContain(hash)
    expect(JSON.stringify(rows)).not.toContain(token)

    const page = await browser.get(link.pathname + link.search)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Choose a new password')
    const short = await browser.post('/account/reset-password', { token, password: 'short' })
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('Your password needs at least 8 characters.')

    const [account] = await store.db.select().from(accounts).where(eq(accounts.email, shopper.email))
    const sessions = () =>
      store.db
        .select()
        .from(oidcPayloads)
        .where(
          and(eq(oidcPayloads.kind, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${account!.id}`),
        )
    expect(await sessions()).toHaveLength(1) // the sign-up's session
    const done = await browser.post('/account/reset-password', { token, password: 'new-chai-password-7' })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Your password is changed')
    const reused = await browser.post('/account/reset-password', { token, password: 'another-password-8' })
    expect(reused.status).toBe(410)
    expect(await sessions()).toHaveLength(0)

    expect(await signInTokens(shopper.email, shopper.password)).toBeNull()
    expect(await signInTokens(shopper.email, 'new-chai-password-7')).not.toBeNull()
  })

  it('an expired link is refused', async () => {
    const shopper = await signUpShopper()
    const browser = new Browser(store.origin)
    await browser.post('/account/forgot-password', { email: shopper.email })
    const link = linkIn(
      (await mailTo(shopper.email, 'Reset your haat password')).text!,
      '/account/reset-password',
    )
    const token = link.searchParams.get('token')!
    const hash = createHash('sha256').update(token).digest('hex')
    await store.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hash))
    expect((await browser.get(link.pathname + link.search)).status).toBe(410)
    const post = await browser.post('/account/reset-password', { token, password: 'new-chai-password-7' })
    expect(post.status).toBe(410)
    expect(await signInTokens(shopper.email, shopper.password)).not.toBeNull()
  })

  it('is rate-limited per email', async () => {
    const email = `limited.${Date.now()}@example.in`
    const browser = new Browser(store.origin)
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/account/forgot-password', { email })).status).toBe(200)
    }
    const over = await browser.post('/account/forgot-password', { email })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
