// CORS for /api: closed unless CORS_ORIGINS lists other origins. The store's own pages are same-origin
// and need none; without an Access-Control-Allow-Origin answer browsers keep other sites' pages from
// reading any API answer. The login provider at /oidc answers CORS for its own client itself.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import cors from '@fastify/cors'

export type ApiCorsOptions = { origins: string[] }

export const apiCors = fp(
  async (app: FastifyInstance, { origins }: ApiCorsOptions) => {
    if (origins.length === 0) return
    const allowed = new Set(origins.map((o) => new URL(o).origin))
    await app.register(cors, {
      // Registered on the root (a preflight must be answered before routing); it only ever opens /api.
      delegator: (req, callback) =>
        callback(null, {
          origin: req.url?.startsWith('/api/') ? [...allowed] : false,
          credentials: true,
          methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
          allowedHeaders: ['authorization', 'content-type', 'guest_upvotes', 'guest-upvotes', 'x-request-id'],
          exposedHeaders: ['retry-after', 'x-request-id'],
          maxAge: 600,
        }),
    })
  },
  { name: 'api-cors' },
)
