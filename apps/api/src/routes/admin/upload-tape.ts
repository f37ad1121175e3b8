// POST /api/admin/tapes?product=<slug>&position=<n> with the MP4 itself as the body (video/mp4): checked
// with ffprobe (H.264, 9:16, ≤ 120 s), stored in the media store with its poster, linked to the product
// (decision 0766). Past MAX_TAPE_BYTES the answer is a 413 saying the limit, before the bytes are read.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminTapeSchema, tapeUploadQuerySchema } from '@haat/domain/admin/tape-edit'
import { MAX_TAPE_BYTES } from '@haat/domain/admin/tape-limits'
import { HttpError } from '../../http/errors.ts'
import type { MediaStore } from '../../media/media-store.ts'
import { uploadTape } from '../../services/admin/save-tape.ts'
import { errorAnswers } from '../schemas.ts'

const MB = 1024 * 1024
const tooLarge = (bytes: number) =>
  new HttpError(
    413,
    'too_large',
    `The video is ${(bytes / MB).toFixed(1)} MB; tapes are at most ${MAX_TAPE_BYTES / MB} MB (export it shorter or at a lower bitrate)`,
  )

export async function uploadTapeRoute(app: FastifyInstance, opts: { store: MediaStore }) {
  app.addContentTypeParser(
    'video/mp4',
    { parseAs: 'buffer', bodyLimit: MAX_TAPE_BYTES },
    (_req, body, done) => done(null, body),
  )
  app.withTypeProvider<ZodTypeProvider>().post(
    '/tapes',
    {
      bodyLimit: MAX_TAPE_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Upload a tape (the MP4 is the body, Content-Type video/mp4) linked to a product',
        security: [{ bearer: [] }],
        querystring: tapeUploadQuerySchema,
        response: { 200: adminTapeSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
      // A declared size past the limit is refused before any byte is read.
      onRequest: async (req) => {
        const declared = Number(req.headers['content-length'] ?? 0)
        if (declared > MAX_TAPE_BYTES) throw tooLarge(declared)
      },
    },
    async (req) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the MP4 itself as the body, with Content-Type video/mp4',
        )
      const tape = await uploadTape(app.db, opts.store, req.operator, req.query, req.body)
      app.catalogEvents.emit('changed', 'local')
      return tape
    },
  )
}
