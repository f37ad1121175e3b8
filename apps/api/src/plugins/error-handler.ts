// One error shape for the whole API: `{ error, message }` (plus `issues` when a request failed
// validation); never a stack trace or SQL in a response.
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiIssue } from '@haat/domain/catalog/errors'
import { bearerChallenge, HttpError } from '../http/errors.ts'

/** Each failed check as `{ path: ['body', 'address', 'pincode'], message }`: where first, then the keys. */
function validationIssues(validation: FastifySchemaValidationError[], where = 'request') {
  return validation.map((v): ApiIssue => {
    const keys = v.instancePath.split('/').filter(Boolean)
    const path = [where, ...keys.map((k) => (/^\d+$/.test(k) ? Number(k) : k))]
    return { path, message: v.message ?? 'is not valid' }
  })
}

/** 'body.address.pincode: must be …; body.payment.upiId: …' for people reading the answer. */
function validationMessage(err: FastifyError, issues: ApiIssue[]): string {
  if (!hasZodFastifySchemaValidationErrors(err)) return err.message
  return issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
}

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      // RFC 6750 §3: every 401 of this API tells the client it wants a bearer token.
      const challenge = err.statusCode === 401 ? { 'www-authenticate': bearerChallenge() } : {}
      return reply
        .status(err.statusCode)
        .headers({ ...challenge, ...err.headers })
        .send({ error: err.code, message: err.message })
    }
    if (err.validation) {
      const issues = validationIssues(err.validation, err.validationContext)
      return reply.status(400).send({ error: 'bad_request', message: validationMessage(err, issues), issues })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, unsupported media type …) keep their message.
      const code = err.code ? err.code.replace(/^FST_ERR_/, '').toLowerCase() : 'bad_request'
      return reply.status(status).send({ error: code, message: err.message })
    }
    req.log.error({ err }, 'unhandled error')
    return reply.status(500).send({ error: 'internal', message: 'Something went wrong on our side' })
  })

  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ error: 'not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}` })
  })
})
