// The store's public origin for links the API hands out: PUBLIC_ORIGIN, else the request's own.
import type { FastifyRequest } from 'fastify'

export function publicOrigin(req: FastifyRequest): string {
  const configured = req.server.env.PUBLIC_ORIGIN
  return configured ? new URL(configured).origin : `${req.protocol}://${req.host}`
}
