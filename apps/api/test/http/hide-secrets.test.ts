// Decision 0812: secrets in an object logged by mistake are replaced, one level down, as pino's
// wildcard paths did; a line without one is written as it was, and request credentials stay redacted.
import { expect, test } from 'vitest'
import { createServer } from '../../src/create-server.ts'
import { HIDDEN } from '../../src/http/hide-secrets.ts'

function logger() {
  const lines: string[] = []
  const app = createServer({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, {}, { write: (l) => lines.push(l) })
  return { log: app.log, lines }
}

test('a settings object logged by mistake keeps its other fields and loses its secrets', () => {
  const { log, lines } = logger()
  const razorpay = { keyId: 'rzp_live_abc', keySecret: 'sk-1', webhookSecret: 'wh-2' }
  const shopify = { domain: 'shop.example', storefrontToken: 'st-3', adminToken: 'at-4' }
  log.info({ razorpay, shopify, count: 2 }, 'settings saved')
  const line = JSON.parse(lines[0]!)
  expect(line.razorpay).toEqual({ keyId: 'rzp_live_abc', keySecret: HIDDEN, webhookSecret: HIDDEN })
  expect(line.shopify).toEqual({ domain: 'shop.example', storefrontToken: HIDDEN, adminToken: HIDDEN })
  expect(line.count).toBe(2)
  expect(razorpay.keySecret).toBe('sk-1') // the caller's object is not changed
})

test('request credentials are redacted, and a line without secrets is written unchanged', () => {
  const { log, lines } = logger()
  log.info({ req: { headers: { authorization: 'Bearer t-5', cookie: 'c=6' } } }, 'raw request')
  log.info({ product: { id: 7, slug: 'chai' } }, 'plain')
  expect(lines[0]).not.toMatch(/t-5|c=6/)
  expect(JSON.parse(lines[1]!).product).toEqual({ id: 7, slug: 'chai' })
})
