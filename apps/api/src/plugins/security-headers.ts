// Security headers on every answer (API, pages, media, sign-in): a Content-Security-Policy whose only
// inline scripts are the ones carrying this request's nonce (React Router's SSR scripts get it through
// entry.server.tsx), no framing, nosniff, a referrer policy, HSTS only when the request came over TLS,
// and a Permissions-Policy that turns off what a store never uses.
// The headers are set on the raw response in onRequest, so they also reach answers that bypass
// Fastify's send (the login provider behind middie, hijacked replies).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { CheckoutCsp } from './checkout-csp.ts'
import { newNonce } from './csp-nonce.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Base64 nonce of this request's CSP; inline <script nonce=…> with it may run. */
    cspNonce: string
  }
}

export type SecurityHeadersOptions = {
  /** Origins besides 'self' the pages may call and post forms to (an outside login provider). */
  connectOrigins?: string[]
  /** What the payment gateway's Checkout loads, frames and calls (decision 0605); none: frames 'self'. */
  checkout?: CheckoutCsp
  /** false in Vite dev mode, whose injected inline scripts carry no nonce. */
  contentSecurityPolicy?: boolean
}

const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60

const SELF_ONLY: CheckoutCsp = { script: [], frame: ["'self'"], connect: [] }

export function contentSecurityPolicy(
  nonce: string,
  connectOrigins: string[] = [],
  checkout: CheckoutCsp = SELF_ONLY,
): string {
  const forms = ["'self'", ...connectOrigins].join(' ')
  const connect = ["'self'", ...connectOrigins, ...checkout.connect].join(' ')
  return [
    "default-src 'self'",
    ["script-src 'self'", ...checkout.script, `'nonce-${nonce}'`].join(' '),
    // React sets style attributes and the shell inlines its @font-face rules; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Catalogue photos and clips may come from a CDN (Shopify's) as well as /media.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    // canvas-confetti draws off the main thread in a worker it makes from a blob.
    "worker-src 'self' blob:",
    `connect-src ${connect}`,
    `frame-src ${checkout.frame.join(' ')}`,
    `form-action ${forms}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** Over TLS: directly, or through a trusted proxy that says so (req.protocol honours TRUST_PROXY). */
function overTls(req: FastifyRequest): boolean {
  return req.protocol === 'https'
}

export const securityHeaders = fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    app.decorateRequest('cspNonce', '')
    // The policy is the same text around each request's nonce: written once, split at the nonce.
    const [beforeNonce, afterNonce] = contentSecurityPolicy('\0', opts.connectOrigins, opts.checkout).split(
      '\0',
    )
    app.addHook('onRequest', async (req, reply) => {
      const nonce = newNonce()
      req.cspNonce = nonce
      const res = reply.raw
      if (opts.contentSecurityPolicy !== false)
        res.setHeader('content-security-policy', `${beforeNonce}${nonce}${afterNonce}`)
      res.setHeader('x-content-type-options', 'nosniff')
      res.setHeader('x-frame-options', 'DENY')
      res.setHeader('referrer-policy', 'strict-origin-when-cross-origin')
      res.setHeader('cross-origin-opener-policy', 'same-origin')
      res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()')
      if (overTls(req)) res.setHeader('strict-transport-security', `max-age=${TWO_YEARS_SECONDS}`)
    })
  },
  { name: 'security-headers' },
)
