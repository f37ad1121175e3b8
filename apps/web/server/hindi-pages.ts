// Hindi pages (decision 0790): the same build served under /hi with React Router's basename set to
// /hi, so every link, form and data request of a Hindi page stays under /hi without the app spelling
// the prefix anywhere. The admin is English only: /hi/admin… goes to /admin….
import { createRequestHandler, type GetLoadContextFunction } from '@mcansh/react-router-fastify'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerBuild } from 'react-router'
import { HINDI_PREFIX } from '../app/lib/i18n/locale.ts'

type Options = {
  /** The build (production), or how to read the latest one (Vite's dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: GetLoadContextFunction
}

export async function hindiPages(scope: FastifyInstance, { build, mode, getLoadContext }: Options) {
  const handle = createRequestHandler({
    build:
      typeof build === 'function'
        ? async () => ({ ...(await build()), basename: HINDI_PREFIX })
        : { ...build, basename: HINDI_PREFIX },
    mode,
    getLoadContext,
  })
  // Form posts reach the route actions unparsed, as on the English pages.
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
  const page = (req: FastifyRequest, reply: FastifyReply) =>
    req.url.startsWith(`${HINDI_PREFIX}/admin`)
      ? reply.redirect(req.url.slice(HINDI_PREFIX.length), 302)
      : handle(req, reply)
  scope.all(HINDI_PREFIX, page)
  scope.all(`${HINDI_PREFIX}/*`, page)
}
