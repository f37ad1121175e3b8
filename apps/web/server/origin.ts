import type { FastifyRequest } from 'fastify'

/** PUBLIC_ORIGIN when set (behind a proxy or CDN); otherwise the origin the request came in on. */
export function originFor(req: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '')
  return `${req.protocol}://${req.host}`
}
