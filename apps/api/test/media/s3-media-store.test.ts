// The S3 media store against a real S3-compatible server running on this machine: s3rver (npm, a dev
// dependency installed by `npm ci`) speaks the S3 REST API over HTTP (SigV4-signed requests, known access keys only); it
// is started here on a free port with a bucket in a temporary folder. Two stores (two instances) share
// what one of them wrote, and /media/u/ serves it through the store.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadEnv } from '../../src/config/env.ts'
import { openMediaStore } from '../../src/media/open-media-store.ts'
import { storeProductPicture } from '../../src/media/product-images.ts'
import { serveMedia } from '../../src/media/serve-media.ts'

const BUCKET = 'haat-media'
const directory = mkdtempSync(join(tmpdir(), 'haat-s3rver-'))
let server: S3rver
let env: ReturnType<typeof loadEnv>

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] })
  const { port } = await server.run()
  env = loadEnv({
    MEDIA_STORE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's fixed test credentials: it refuses access keys it does not know.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'shop/',
  })
})
afterAll(async () => {
  await server?.close()
  rmSync(directory, { recursive: true, force: true })
})

describe('MEDIA_STORE=s3', () => {
  test('a picture stored by one instance is read, ranged and served by another', async () => {
    const writer = openMediaStore(env)
    const reader = openMediaStore(env)
    expect(writer.describe).toMatch(/^s3:\/\/haat-media\/shop\/ at http:\/\/127\.0\.0\.1:\d+$/)
    const jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#884400' } }).jpeg().toBuffer()
    const stored = await storeProductPicture(writer, jpeg)
    const key = stored.url.replace('/media/', '')
    expect(await reader.has(key)).toBe(true)
    expect(await reader.head(key)).toMatchObject({ contentType: 'image/webp' })
    expect(await reader.has('u/products/nothing-960.webp')).toBe(false)
    expect(await reader.get('u/products/nothing-960.webp')).toBeNull()

    const media = Fastify()
    await serveMedia(media, { root: directory, store: reader })
    const whole = await media.inject(stored.url)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('image/webp')
    expect((await sharp(whole.rawPayload).metadata()).width).toBe(960)
    const part = await media.inject({ url: stored.url, headers: { range: 'bytes=0-11' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-11/${whole.rawPayload.length}`)
    expect(part.rawPayload.subarray(8, 12).toString()).toBe('WEBP')
    expect((await media.inject('/media/u/products/none-960.webp')).statusCode).toBe(404)
    expect((await media.inject('/media/u/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404)
    await media.close()
  })

  test('an access key the server does not know fails loudly instead of storing nothing', async () => {
    const wrong = openMediaStore({ ...env, S3_ACCESS_KEY_ID: 'NOBODY', S3_SECRET_ACCESS_KEY: 'not-the-secret' })
    await expect(wrong.put('u/products/x-960.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow()
  })

  test('MEDIA_STORE=s3 without a bucket stops start-up naming it', () => {
    expect(() => loadEnv({ MEDIA_STORE: 's3' })).toThrow('S3_BUCKET: is required when MEDIA_STORE=s3')
  })
})
