// How the store compresses what it sends: br or gzip for HTML, JSON, JS, CSS and SVG. Gzip's sync flush
// keeps streamed HTML (deferred data) streaming; brotli as the page cache streams it (STREAM_BROTLI:
// level 5, a 64 KB window, decisions 0795, 0824), and an answer that comes whole is compressed in one
// step on zlib's thread pool, not two, or on the spot when small (decision 0843).
import type { FastifyCompressOptions } from '@fastify/compress'
import { brotliCompressSync, constants, createGzip, gzipSync } from 'node:zlib'
import { ON_THE_SPOT_ANSWER_BYTES } from '@haat/api/http/brotli'
import { createBrotliByTurn } from '@haat/api/http/brotli-by-turn'
import { STREAM_BROTLI } from './page-cache/stored-page.ts'

export const COMPRESS_OPTIONS: FastifyCompressOptions = {
  global: true,
  encodings: ['br', 'gzip'],
  zlib: { createBrotliCompress: createBrotliByTurn, brotliCompressSync, createGzip, gzipSync },
  zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  brotliOptions: STREAM_BROTLI,
  syncThreshold: ON_THE_SPOT_ANSWER_BYTES,
}
