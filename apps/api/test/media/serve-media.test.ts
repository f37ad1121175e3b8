import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { IMMUTABLE_FOR_A_YEAR } from '../../src/http/cache-control.ts'
import { serveMedia } from '../../src/media/serve-media.ts'

let app: FastifyInstance
let root: string
const video = Buffer.alloc(4096, 7)

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'haat-media-'))
  mkdirSync(join(root, 'products'))
  mkdirSync(join(root, 'tapes'))
  writeFileSync(join(root, 'products', 'mug-1-960.webp'), 'RIFF....WEBP')
  writeFileSync(join(root, 'tapes', 'mug.mp4'), video)
  writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(root, '.secret'), 'hidden')
  app = Fastify()
  await serveMedia(app, { root })
  app.get('/other', async () => ({ ok: true }))
  await app.ready()
})
afterAll(async () => {
  await app.close()
  rmSync(root, { recursive: true, force: true })
})

describe('serveMedia', () => {
  test('serves a WebP with a year-long immutable cache', async () => {
    const res = await app.inject('/media/products/mug-1-960.webp')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe(IMMUTABLE_FOR_A_YEAR)
    expect(res.body).toBe('RIFF....WEBP')
  })

  test('serves SVG with its content type', async () => {
    const res = await app.inject('/media/logo.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
  })

  test('answers a range request on a video with 206 and the slice', async () => {
    const res = await app.inject({ url: '/media/tapes/mug.mp4', headers: { range: 'bytes=100-199' } })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers['content-range']).toBe(`bytes 100-199/${video.length}`)
    expect(res.rawPayload.length).toBe(100)
  })

  test('a missing file is a JSON 404', async () => {
    const res = await app.inject('/media/products/nope-1-960.webp')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'not_found', message: 'No media file at /media/products/nope-1-960.webp' })
  })

  test('dotfiles and paths outside the root are not served', async () => {
    expect((await app.inject('/media/.secret')).statusCode).toBe(404)
    const res = await app.inject('/media/..%2f..%2fetc%2fpasswd')
    expect(res.statusCode).toBe(404)
  })

  test('leaves routes outside /media alone', async () => {
    const res = await app.inject('/other')
    expect(res.json()).toEqual({ ok: true })
  })
})
