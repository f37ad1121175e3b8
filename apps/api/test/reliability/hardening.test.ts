// Issue 7 hardening on the real server stack (headers, CORS, body limits, cookies), API and login provider.
import { beforeAll, describe, expect, test } from 'vitest'
import { insertCatalogueBasics, insertProduct } from '../support/factories.ts'
import { hardenedApp } from './support/hardened-app.ts'

let ctx: Awaited<ReturnType<typeof hardenedApp>>
let productId: number

beforeAll(async () => {
  ctx = await hardenedApp()
  const { brand, category } = await insertCatalogueBasics(ctx.db)
  productId = (await insertProduct(ctx.db, { brandId: brand.id, categoryId: category.id })).id
})

const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy'])
/** One directive's sources, less the login provider (the in-process store's own origin, OIDC_ISSUER). */
const sourcesOf = (csp: string, name: string) =>
  (new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '')
    .split(' ')
    .filter((source) => !source.startsWith('http://127.0.0.1:'))
    .join(' ')

describe('security headers', () => {
  test.each(['/api/health', '/api/no-such-route', '/oidc/.well-known/openid-configuration'])(
    '%s: CSP with a nonce and no inline scripts otherwise, no framing, nosniff, referrer policy',
    async (url) => {
      const res = await ctx.app.inject({ url })
      const csp = cspOf(res.headers)
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='(;|$)/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
      expect(csp).toContain("worker-src 'self' blob:")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['permissions-policy']).toContain('camera=()')
      expect(res.headers['strict-transport-security']).toBeUndefined() // plain http
    },
  )

  test("sandbox gateway: scripts and frames from 'self' only, no outside host", async () => {
    const csp = cspOf((await ctx.app.inject({ url: '/api/health' })).headers)
    expect(sourcesOf(csp, 'frame-src')).toBe("'self'")
    expect(sourcesOf(csp, 'connect-src')).toBe("'self'")
    expect(csp).not.toMatch(/razorpay/)
  })

  test("Razorpay: exactly its Checkout's hosts — script, frame and telemetry — and no other", async () => {
    const razorpay = await hardenedApp({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_Csp000000001',
      RAZORPAY_KEY_SECRET: 'csp-test-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'csp-test-webhook-secret',
      PAYMENT_RECONCILE_MS: '0',
    })
    const csp = cspOf((await razorpay.app.inject({ url: '/api/health' })).headers)
    const directive = (name: string) => sourcesOf(csp, name)
    expect(directive('script-src')).toMatch(
      /^'self' https:\/\/checkout\.razorpay\.com https:\/\/cdn\.razorpay\.com 'nonce-[^']+'$/,
    )
    expect(directive('frame-src')).toBe('https://api.razorpay.com')
    expect(directive('connect-src')).toBe(
      "'self' https://api.razorpay.com https://lumberjack.razorpay.com https://lumberjack-metrics.razorpay.com",
    )
    expect(directive('form-action')).toBe("'self'") // Checkout opens as a modal: no form leaves the store
    expect(directive('frame-ancestors')).toBe("'none'")
  })

  test('every request gets its own nonce', async () => {
    const a = cspOf((await ctx.app.inject({ url: '/api/health' })).headers)
    const b = cspOf((await ctx.app.inject({ url: '/api/health' })).headers)
    expect(a).not.toBe(b)
  })

  test('HSTS only when a trusted proxy says the request came over TLS', async () => {
    const https = { 'x-forwarded-proto': 'https' }
    const untrusted = await ctx.app.inject({ url: '/api/health', headers: https })
    expect(untrusted.headers['strict-transport-security']).toBeUndefined()
    const proxied = await hardenedApp({ TRUST_PROXY: 'true' })
    const res = await proxied.app.inject({ url: '/api/health', headers: https })
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000')
  })
})

describe('CORS', () => {
  const preflight = (app: typeof ctx.app, origin: string, url = `/api/product/upvote/1`) =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'PUT' },
    })

  test('closed by default: no other origin is allowed to read or to send', async () => {
    const read = await ctx.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } })
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    const pre = await preflight(ctx.app, 'https://evil.example')
    expect(pre.statusCode).toBeLessThan(500)
    expect(pre.headers['access-control-allow-origin']).toBeUndefined()
  })

  test('CORS_ORIGINS opens /api to exactly those origins', async () => {
    const open = await hardenedApp({ CORS_ORIGINS: 'https://app.example, https://admin.example' })
    const ok = await preflight(open.app, 'https://app.example')
    expect(ok.statusCode).toBe(204)
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example')
    expect(ok.headers['access-control-allow-credentials']).toBe('true')
    expect(String(ok.headers['access-control-allow-headers'])).toContain('authorization')
    const read = await open.app.inject({ url: '/api/health', headers: { origin: 'https://admin.example' } })
    expect(read.headers['access-control-allow-origin']).toBe('https://admin.example')
    const evil = await preflight(open.app, 'https://evil.example')
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
    // Only /api: the sign-in pages stay closed (the provider at /oidc answers CORS for its own client).
    const page = await preflight(open.app, 'https://app.example', '/interaction/some-uid')
    expect(page.headers['access-control-allow-origin']).toBeUndefined()
  })

  test('CORS_ORIGINS must be URLs', async () => {
    await expect(hardenedApp({ CORS_ORIGINS: 'not a url' })).rejects.toThrow(/CORS_ORIGINS/)
  })
})

describe('body size limits', () => {
  test('a client log over 32 KB is refused with 413 before parsing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ui-logger',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(40 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) })
  })

  test('any JSON body over 256 KB is refused with 413', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/someone',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ upvotes: Array.from({ length: 60_000 }, (_, i) => i) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBeTruthy()
  })
})

describe('cookies', () => {
  const cookieNamed = (res: { headers: Record<string, unknown> }, name: string) =>
    ([res.headers['set-cookie']].flat() as string[]).find((c) => c?.startsWith(`${name}=`))

  test('the guest id: HttpOnly, SameSite=Lax, signed; Secure over TLS', async () => {
    const plain = await ctx.app.inject({ method: 'PUT', url: `/api/product/upvote/${productId}` })
    expect(plain.statusCode).toBe(200)
    const cookie = cookieNamed(plain, 'haat_guest')!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/)
    expect(cookie.split(';')[0]).toMatch(/^haat_guest=[0-9a-f-]{36}\./) // value.signature
    const proxied = await hardenedApp({ TRUST_PROXY: 'true' })
    const { brand, category } = await insertCatalogueBasics(proxied.db)
    const id = (await insertProduct(proxied.db, { brandId: brand.id, categoryId: category.id })).id
    const tls = await proxied.app.inject({
      method: 'PUT',
      url: `/api/product/upvote/${id}`,
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(cookieNamed(tls, 'haat_guest')).toMatch(/Secure/)
  })

  test('the login provider’s interaction cookies: HttpOnly, SameSite=Lax, Secure over TLS', async () => {
    const authorize = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        url:
          '/oidc/auth?client_id=haat-web&response_type=code&scope=openid' +
          `&redirect_uri=${encodeURIComponent(`${ctx.url}/login-success`)}` +
          '&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256',
        headers,
      })
    const res = await authorize()
    expect(res.statusCode).toBe(303)
    const cookie = cookieNamed(res, '_interaction')!
    expect(cookie).toMatch(/httponly/i)
    expect(cookie).toMatch(/samesite=lax/i)
    expect(cookie).not.toMatch(/secure/i)
    const tls = await authorize({ 'x-forwarded-proto': 'https' })
    expect(cookieNamed(tls, '_interaction')).toMatch(/secure/i)
  })
})
