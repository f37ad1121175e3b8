// GET /media/u/*: uploaded and imported media, read through the media store (local folder or S3), so
// every instance serves what any instance stored. Single byte ranges are answered (video seeking).
import type { FastifyInstance, FastifyReply } from 'fastify'
import { isSafeKey, STORED_PREFIX, type ByteRange, type MediaStore } from './media-store.ts'

/** 'bytes=a-b', 'bytes=a-' or 'bytes=-n' → a range inside the object; null = not satisfiable. */
export function parseRange(header: string, size: number): ByteRange | null | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return undefined
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1])
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  return start <= end && start < size ? { start, end } : null
}

export function serveStoredMedia(scope: FastifyInstance, store: MediaStore, cacheControl: string) {
  scope.get(`/${STORED_PREFIX}*`, async (req, reply: FastifyReply) => {
    const key = `${STORED_PREFIX}${(req.params as { '*': string })['*']}`
    const notFound = () =>
      reply.status(404).send({ error: 'not_found', message: `No media file at ${req.url.split('?')[0]}` })
    if (!isSafeKey(key)) return notFound()
    const found = await store.head(key)
    if (!found) return notFound()
    reply.header('cache-control', cacheControl)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('accept-ranges', 'bytes')
    reply.type(found.contentType)
    const range = req.headers.range ? parseRange(req.headers.range, found.size) : undefined
    if (range === null) return reply.status(416).header('content-range', `bytes */${found.size}`).send()
    const object = await store.get(key, range)
    if (!object) return notFound()
    if (range) {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
      reply.header('content-length', range.end - range.start + 1)
    } else reply.header('content-length', found.size)
    return reply.send(object.body)
  })
}
