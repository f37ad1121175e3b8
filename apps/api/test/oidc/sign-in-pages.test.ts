// The sign-in and sign-up pages: what a shopper sees and the messages they get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { START_TIMEOUT, startStore, type StoreServer } from './support/store-server.ts'
import { codeFrom, newShopper, signIn, signUp, startSignIn } from './support/sign-in-flow.ts'

const WRONG = 'The email or password is incorrect.'

let store: StoreServer
const shopper = newShopper()
beforeAll(async () => {
  store = await startStore()
  const attempt = await startSignIn(store.origin)
  await codeFrom(attempt, await signUp(attempt, shopper))
}, START_TIMEOUT)
afterAll(() => store?.stop(), START_TIMEOUT)

describe('sign-in page', () => {
  it('is the store-styled, script-free form with labelled inputs and autocomplete hints', async () => {
    const { browser, uid } = await startSignIn(store.origin)
    const res = await browser.get(`/interaction/${uid}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*style-src 'sha256-/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('<meta name="viewport"')
    expect(html).toContain('class="wordmark"')
    expect(html).toMatch(
      /<label for="f-email">Email<\/label>\s*<input id="f-email" name="email" type="email" autocomplete="email"/,
    )
    expect(html).toContain('autocomplete="current-password"')
    expect(html).toContain(`action="/interaction/${uid}/sign-in"`)
    expect(html).toContain(`href="/interaction/${uid}/sign-up"`)
  })

  it('signs an existing shopper in whatever the case of their email', async () => {
    const attempt = await startSignIn(store.origin)
    const code = await codeFrom(
      attempt,
      await signIn(attempt, `  ${shopper.email.toUpperCase()} `, shopper.password),
    )
    expect(code).toBeTruthy()
  })

  it('says the same thing for a wrong password and an unknown email, and keeps the email typed', async () => {
    const attempt = await startSignIn(store.origin)
    const wrongPassword = await signIn(attempt, shopper.email, 'not-the-password')
    const unknownEmail = await signIn(attempt, 'nobody@example.in', shopper.password)
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(400)
      expect(await res.clone().text()).toContain(`<p class="alert" role="alert">${WRONG}</p>`)
    }
    expect(await wrongPassword.text()).toContain(`value="${shopper.email}"`)
  })

  it('shows an expired page for an unknown interaction', async () => {
    const { browser } = await startSignIn(store.origin)
    const res = await browser.get('/interaction/not-a-real-uid')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('This sign-in link has expired.')
  })

  it('sends "Back to the store" to /login-success with error=access_denied', async () => {
    const attempt = await startSignIn(store.origin)
    let res = await attempt.browser.post(`/interaction/${attempt.uid}/abort`, {})
    expect(res.status).toBe(303)
    res = await attempt.browser.follow(res)
    const back = new URL(res.headers.get('location')!)
    expect(back.pathname).toBe('/login-success')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('state')).toBe(attempt.state)
  })
})

describe('sign-up page', () => {
  async function postSignUp(form: Record<string, string>) {
    const attempt = await startSignIn(store.origin)
    return attempt.browser.post(`/interaction/${attempt.uid}/sign-up`, form)
  }

  it('asks for name, email and a new password', async () => {
    const { browser, uid } = await startSignIn(store.origin)
    const html = await (await browser.get(`/interaction/${uid}/sign-up`)).text()
    expect(html).toContain('autocomplete="name"')
    expect(html).toContain('autocomplete="new-password"')
    expect(html).toContain('minlength="8"')
    expect(html).not.toMatch(/<script/i)
  })

  it('names each problem next to its field and keeps what was typed', async () => {
    const res = await postSignUp({ name: ' ', email: 'asha@', password: 'short' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Please enter your name.')
    expect(html).toContain('Please enter a valid email address.')
    expect(html).toContain('Your password needs at least 8 characters.')
    expect(html).toContain('value="asha@"')
    expect(html).toMatch(
      /id="f-password"[^>]*aria-invalid="true"[^>]*aria-describedby="f-password-hint f-password-error"/,
    )
  })

  it('says when the email already has an account (any case)', async () => {
    const res = await postSignUp({
      name: 'Someone',
      email: shopper.email.toUpperCase(),
      password: 'long-enough-pw',
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('An account with this email already exists. Sign in instead.')
  })

  it('escapes what the shopper typed', async () => {
    const res = await postSignUp({ name: '<script>alert(1)</script>', email: '"><b>x', password: 'x' })
    const html = await res.text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('value="&quot;&gt;&lt;b&gt;x"')
  })

  it('refuses a JSON body (forms only) with a page, not a crash', async () => {
    const attempt = await startSignIn(store.origin)
    const res = await attempt.browser.fetch(`/interaction/${attempt.uid}/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shopper),
    })
    expect(res.status).toBe(415)
    expect(await res.text()).toContain('This form could not be read.')
  })
})
