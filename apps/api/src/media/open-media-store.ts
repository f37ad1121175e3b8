// The media store the configuration names (MEDIA_STORE, validated at start in config/env.ts).
import { join } from 'node:path'
import type { Env } from '../config/env.ts'
import { localMediaStore } from './local-media-store.ts'
import type { MediaStore } from './media-store.ts'
import { s3MediaStore } from './s3-media-store.ts'

export function openMediaStore(env: Env): MediaStore {
  if (env.MEDIA_STORE === 's3')
    return s3MediaStore({
      bucket: env.S3_BUCKET!,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    })
  return localMediaStore(env.MEDIA_DIR ?? join(env.DATA_DIR, 'media'))
}
