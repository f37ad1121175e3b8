// PostgreSQL text cannot hold the NUL character (U+0000): a query or insert with one fails inside the
// driver ("invalid byte sequence"), which would be a 500. Refuse it up front, naming where it was.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../http/errors.ts'

const MAX_DEPTH = 64

/** The path ('body.items.2.title') of the first string holding U+0000, or null. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\u0000')}`
    const found = findNul(inner, `${path}.${key}`, depth + 1)
    if (found) return found
  }
  return null
}

export const rejectNul = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (req) => {
      const where =
        findNul(req.params, 'params') ?? findNul(req.query, 'querystring') ?? findNul(req.body, 'body')
      if (where) throw badRequest(`${where}: the NUL character (\\u0000) is not allowed in text`)
    })
  },
  { name: 'reject-nul' },
)
