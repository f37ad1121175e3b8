// The payment gateway (Razorpay with its keys, else the sandbox gateway mounted at /sandbox-gateway),
// and the reconciliation run. Registered at the API's root so the sandbox has its own path.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import { razorpayClient } from '../../adapters/payments/razorpay-client.ts'
import { paymentGatewayOf } from '../../config/env.ts'
import { injectFetch } from '../../sandbox-gateway/inject-fetch.ts'
import { sandboxGateway } from '../../sandbox-gateway/sandbox-plugin.ts'
import { SANDBOX_PREFIX, sandboxKeys } from '../../sandbox-gateway/sandbox-keys.ts'
import { reconcilePayments } from './reconcile-payments.ts'

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway
  }
}

async function gatewayFor(app: FastifyInstance): Promise<PaymentGateway> {
  const env = app.env
  const timeoutMs = env.PAYMENT_GATEWAY_TIMEOUT_MS
  if (paymentGatewayOf(env) === 'razorpay') {
    const keys = { keyId: env.RAZORPAY_KEY_ID!, keySecret: env.RAZORPAY_KEY_SECRET! }
    return {
      name: 'razorpay',
      api: razorpayClient({ apiUrl: env.RAZORPAY_API_URL, ...keys, timeoutMs }),
      ...keys,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
      checkoutScript: env.RAZORPAY_CHECKOUT_SCRIPT,
    }
  }
  const keys = await sandboxKeys(app.db, env)
  await app.register(sandboxGateway, { prefix: SANDBOX_PREFIX, ...keys })
  const apiUrl = `http://sandbox.invalid${SANDBOX_PREFIX}`
  return {
    name: 'sandbox',
    api: razorpayClient(
      { apiUrl, keyId: keys.keyId, keySecret: keys.keySecret, timeoutMs },
      injectFetch(app),
    ),
    ...keys,
    checkoutScript: `${SANDBOX_PREFIX}/checkout.js`,
  }
}

export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const gateway = await gatewayFor(app)
  app.decorate('paymentGateway', gateway)
  const deps = { db: app.db, gateway, log: app.log }
  const every = app.env.PAYMENT_RECONCILE_MS
  if (every > 0) {
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      reconcilePayments(deps)
        .catch((err: Error) => app.log.warn({ err: err.message }, 'payment reconciliation run failed'))
        .finally(() => (running = false))
    }, every)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }
})
