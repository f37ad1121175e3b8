// Where uploaded and imported media live: one interface, a local folder (default) or an S3-compatible
// object store (MEDIA_STORE=s3), so several instances behind a load balancer see the same files.
// Keys are relative paths ('u/products/3f2a…-960.webp'); the URL of a key is `/media/<key>`.
import type { Readable } from 'node:stream'

export type MediaObject = { body: Readable; size: number; contentType: string }
export type ByteRange = { start: number; end: number }

export interface MediaStore {
  /** For messages: 'local folder /srv/media', 's3://bucket'. */
  readonly describe: string
  put(key: string, body: Buffer, contentType: string): Promise<void>
  has(key: string): Promise<boolean>
  /** The object (or a byte range of it), null when there is none. */
  get(key: string, range?: ByteRange): Promise<MediaObject | null>
  /** The object's size and type without its bytes, null when there is none. */
  head(key: string): Promise<{ size: number; contentType: string } | null>
}

/** Stored media sit under this prefix of /media, apart from the committed demo files. */
export const STORED_PREFIX = 'u/'
export const mediaUrl = (key: string) => `/media/${key}`

const SAFE_KEY = /^u\/(?:[a-z0-9-]+\/)*[a-z0-9][a-z0-9.-]*\.(?:webp|mp4|jpg|png|svg)$/

/** Keys come from URLs: only plain lower-case names under u/, never '..' or dotfiles. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..')
}

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
}
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream'
