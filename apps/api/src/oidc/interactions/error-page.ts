// Errors on the sign-in pages become a page in the store's look (or JSON for API-style callers),
// never a stack trace: expired interactions, too many attempts, anything unexpected (logged).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../http/errors.ts'
import { noticePage } from '../pages/notice-page.ts'
import { TooManyAttempts } from './too-many-attempts.ts'

const TITLES: Record<number, string> = { 400: 'Sign-in expired', 429: 'Please wait a moment' }

function wantsJson(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? ''
  return accept.includes('application/json') && !accept.includes('text/html')
}

export function signInErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  let status = 500
  let code = 'internal'
  let message = 'Something went wrong on our side. Please try again.'
  if (err instanceof HttpError) {
    ;({ statusCode: status, code, message } = err)
  } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    status = err.statusCode
    code = 'bad_request'
    message = 'This form could not be read. Please try again.'
  } else {
    req.log.error({ err }, 'sign-in page failed')
  }
  if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfterSeconds))
  reply.status(status)
  if (wantsJson(req)) return reply.send({ error: code, message })
  return reply.type('text/html').send(noticePage(TITLES[status] ?? 'Sign-in problem', message))
}
