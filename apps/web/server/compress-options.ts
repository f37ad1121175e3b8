// How the store compresses what it sends: br or gzip for HTML, JSON, JS, CSS and SVG. Gzip's sync flush
// keeps streamed HTML (deferred data) streaming; brotli as the page cache streams it (STREAM_BROTLI:
// level 5, a 64 KB window, decisions 0795, 0824), and an answer that comes whole is compressed in one
// step on zlib's thread pool, not two (decision 0843). Bodies up to @fastify/compress's own threshold
// (8 KB on two cores) are compressed on the spot.
import type { FastifyCompressOptions } from '@fastify/compress'
import { brotliCompressSync, constants, createGzip, gzipSync } from 'node:zlib'
import { createBrotliByTurn } from '@haat/api/http/brotli-by-turn'
import { STREAM_BROTLI } from './page-cache/stored-page.ts'

export const COMPRESS_OPTIONS: FastifyCompressOptions = {
  global: true,
  encodings: ['br', 'gzip'],
  zlib: { createBrotliCompress: createBrotliByTurn, brotliCompressSync, createGzip, gzipSync },
  zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  brotliOptions: STREAM_BROTLI,
}
