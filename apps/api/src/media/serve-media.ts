// Serves the committed media folder at /media/*. File names never change in place (a new picture gets
// a new name), so browsers may cache them for a year. Range requests work (video seeking).
// @fastify/static 10 hands setHeaders the Fastify reply (not the raw response).
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import type { MediaStore } from './media-store.ts'
import { serveStoredMedia } from './serve-stored-media.ts'
import { IMMUTABLE_FOR_A_YEAR } from '../http/cache-control.ts'

/** root: the committed demo media; store: uploaded and imported media under /media/u/ (decision 0743). */
export type ServeMediaOptions = { root: string; prefix?: string; store?: MediaStore }

export async function serveMedia(app: FastifyInstance, opts: ServeMediaOptions): Promise<void> {
  const prefix = opts.prefix ?? '/media'
  // Own scope: the JSON 404 below answers for /media/* only.
  await app.register(
    async (scope) => {
      if (opts.store) serveStoredMedia(scope, opts.store, IMMUTABLE_FOR_A_YEAR)
      await scope.register(fastifyStatic, {
        root: opts.root,
        prefix: '/',
        decorateReply: false, // the web server may register @fastify/static for its own assets
        index: false,
        list: false,
        dotfiles: 'ignore',
        acceptRanges: true,
        cacheControl: false,
        setHeaders: (reply) => {
          reply.header('cache-control', IMMUTABLE_FOR_A_YEAR)
          reply.header('x-content-type-options', 'nosniff')
        },
      })
      scope.setNotFoundHandler((req, reply) => {
        reply.status(404).send({ error: 'not_found', message: `No media file at ${req.url.split('?')[0]}` })
      })
    },
    { prefix },
  )
}
