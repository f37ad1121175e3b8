// The server-wide protections, registered on the root of every server that listens (the store's
// server and the API-only one): security headers on every answer and CORS for /api.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../config/env.ts'
import { apiCors } from './api-cors.ts'
import { checkoutCsp } from './checkout-csp.ts'
import { securityHeaders } from './security-headers.ts'

type HardeningEnv = Pick<
  Env,
  'CORS_ORIGINS' | 'OIDC_ISSUER' | 'PAYMENT_GATEWAY' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_CHECKOUT_SCRIPT'
>

export const hardening = fp(
  async (app: FastifyInstance, { env, dev = false }: { env: HardeningEnv; dev?: boolean }) => {
    // An outside login provider is called (token refresh) and posted to from the pages.
    const issuerOrigin = env.OIDC_ISSUER ? [new URL(env.OIDC_ISSUER).origin] : []
    await app.register(securityHeaders, {
      connectOrigins: issuerOrigin,
      checkout: checkoutCsp(env),
      contentSecurityPolicy: !dev,
    })
    await app.register(apiCors, { origins: env.CORS_ORIGINS })
  },
  { name: 'hardening' },
)
