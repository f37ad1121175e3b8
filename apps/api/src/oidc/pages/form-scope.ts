// What every server-rendered account page scope sets up: url-encoded form bodies, the pages' strict
// headers (no script, no framing, not cached) and errors as a page in the store's look.
import type { FastifyInstance } from 'fastify'
import { signInErrorHandler } from '../interactions/error-page.ts'
import { PAGE_CSP } from './styles.ts'

const FORM_BODY_LIMIT = 16 * 1024

export function formPageScope(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  app.addHook('onSend', async (_req, reply) => {
    reply.header('content-security-policy', PAGE_CSP)
    reply.header('cache-control', 'no-store')
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
  })
  app.setErrorHandler(signInErrorHandler)
}
