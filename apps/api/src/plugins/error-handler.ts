// One error shape for the whole API: `{ error, message }`; never a stack trace or SQL in a response.
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { bearerChallenge, HttpError } from '../http/errors.ts'

function validationMessage(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'request'
    return err.validation
      .map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.')
        return `${where}${path ? `.${path}` : ''}: ${v.message}`
      })
      .join('; ')
  }
  return err.message
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
      return reply.status(400).send({ error: 'bad_request', message: validationMessage(err) })
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
