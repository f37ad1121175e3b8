// POST with a picture itself as the body (Content-Type image/…): checked and rendered through sharp
// into the store's WebP sizes, answered with the largest size's URL for the form that uses it (banner
// slots, brand logos). Past MAX_PICTURE_BYTES a 413 says the limit before the bytes are read; what is
// not an image, animated, huge or truncated is a 400 naming why (media/picture-check.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { storedPictureSchema } from '@haat/domain/admin/banner-edit'
import { MAX_PICTURE_BYTES } from '@haat/domain/admin/picture-limits'
import type { Operator } from '../../auth/operator.ts'
import { badRequest, HttpError } from '../../http/errors.ts'
import type { MediaStore } from '../../media/media-store.ts'
import { ImageRefused } from '../../media/picture-check.ts'
import { errorAnswers } from '../schemas.ts'

const MB = 1024 * 1024
const IMAGE_TYPE = /^image\/[a-z0-9.+-]+$/i
const tooLarge = (bytes: number) =>
  new HttpError(
    413,
    'too_large',
    `The picture is ${(bytes / MB).toFixed(1)} MB; pictures are at most ${MAX_PICTURE_BYTES / MB} MB`,
  )

export type PictureUpload = {
  url: string
  summary: string
  /** Who may upload here (a 403 otherwise), before any byte is rendered. */
  allow: (operator: Operator) => void
  render: (store: MediaStore, bytes: Buffer) => Promise<string>
}

export async function uploadPictureRoute(app: FastifyInstance, opts: PictureUpload & { store: MediaStore }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    opts.url,
    {
      bodyLimit: MAX_PICTURE_BYTES,
      schema: {
        tags: ['admin'],
        summary: opts.summary,
        security: [{ bearer: [] }],
        response: { 200: storedPictureSchema, ...errorAnswers(400, 401, 403, 413, 415) },
      },
      // A declared size past the limit is refused before any byte is read.
      onRequest: async (req) => {
        const declared = Number(req.headers['content-length'] ?? 0)
        if (declared > MAX_PICTURE_BYTES) throw tooLarge(declared)
      },
    },
    async (req: FastifyRequest) => {
      opts.allow(req.operator)
      if (
        !IMAGE_TYPE.test(String(req.headers['content-type'] ?? '')) ||
        !Buffer.isBuffer(req.body) ||
        !req.body.length
      )
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the picture itself as the body, with its Content-Type (image/jpeg, image/png, image/webp …)',
        )
      try {
        return { imageUrl: await opts.render(opts.store, req.body) }
      } catch (err) {
        if (err instanceof ImageRefused) throw badRequest(`The picture ${err.message}`, 'image_refused')
        throw err
      }
    },
  )
}

/** Picture bodies arrive as bytes; registered once for the admin scope. */
export function acceptPictureBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    IMAGE_TYPE,
    { parseAs: 'buffer', bodyLimit: MAX_PICTURE_BYTES },
    (_req, body, done) => done(null, body),
  )
}
