// Per-request context for route loaders: the API in-process (Fastify inject) and the public origin.
import { parseCookie } from 'cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RouterContextProvider } from 'react-router'
import { ADMIN_SESSION_COOKIE } from '@haat/domain/admin/operator'
import { serverContext } from '#api-context'
import { injectTransport } from '../app/lib/api/inject-transport.server.ts'
import { cspNonceContext } from '../app/lib/csp-nonce.ts'
import { localeOfPath } from '../app/lib/i18n/locale.ts'
import { pageReplayContext } from '../app/lib/page-replay.ts'
import { originFor } from './origin.ts'
import { recordingShownProducts } from './page-cache/shown-products.ts'

/** The admin cookie goes only to /admin pages (Path=/admin); anywhere else it is not read. */
function adminTokenOf(req: FastifyRequest): string | null {
  if (!req.url.startsWith('/admin')) return null
  return parseCookie(req.headers.cookie ?? '')[ADMIN_SESSION_COOKIE] ?? null
}

export function makeGetLoadContext(app: FastifyInstance, publicOrigin: string | undefined) {
  return (req: FastifyRequest) => {
    const forward: Record<string, string> = { 'x-request-id': String(req.id) }
    const ua = req.headers['user-agent']
    if (ua) forward['user-agent'] = ua
    const context = new RouterContextProvider()
    // A Hindi page reads the catalogue's Hindi texts: the language goes in each API call's URL (0791).
    const hindi = localeOfPath(req.url.split('?')[0]!) === 'hi-IN'
    const inject = injectTransport(app, forward, hindi ? { lang: 'hi' } : {})
    // A page the page cache will keep notes the products it shows.
    const api = req.pageReplay ? recordingShownProducts(inject, req.pageReplay.productsShown) : inject
    context.set(serverContext, { api, origin: originFor(req, publicOrigin), adminToken: adminTokenOf(req) })
    context.set(cspNonceContext, req.cspNonce)
    context.set(pageReplayContext, req.pageReplay) // set by the page cache when it will keep this page
    return context
  }
}
