// The token of an `Authorization: Bearer <token>` header; a malformed header is a 401 (RFC 6750
// invalid_request), never read as a guest.
import type { FastifyRequest } from 'fastify'
import { unauthorized } from '../http/errors.ts'

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>"', 'invalid_request')
  return match[1]
}
