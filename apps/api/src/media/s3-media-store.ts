// MEDIA_STORE=s3: any S3-compatible object store (AWS S3, MinIO, Ceph RGW, R2 …) through the AWS SDK v3
// client. Path-style addressing and checksums only where required keep it working with stores that
// lack AWS's newer extras.
import type { S3Client } from '@aws-sdk/client-s3'
import type { Readable } from 'node:stream'
import { onFirstUse } from '../services/on-first-use.ts'
import { isSafeKey, type MediaStore } from './media-store.ts'

export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
  /** Keys are stored under this prefix in the bucket ('' = the bucket's root). */
  prefix: string
}

// By name: the SDK's error classes are in the module loaded on first use.
const missing = (err: unknown) =>
  ['NoSuchKey', 'NotFound'].includes(String((err as Error | null)?.name)) ||
  (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404

/** The AWS SDK (~6 MB of heap) is loaded when the store is first used, not by every server that could
 *  be set to S3. */
const loadSdk = () => import('@aws-sdk/client-s3')

export function s3MediaStore(s: S3Settings): MediaStore {
  const sdkAndClient = onFirstUse(async () => {
    const sdk = await loadSdk()
    return { sdk, client: newClient(sdk.S3Client, s) }
  })
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`not a media key: ${key}`)
    return `${s.prefix}${key}`
  }
  async function head(key: string) {
    const { client, sdk } = await sdkAndClient.get()
    try {
      const out = await client.send(new sdk.HeadObjectCommand({ Bucket: s.bucket, Key: objectKey(key) }))
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' }
    } catch (err) {
      if (missing(err)) return null
      throw err
    }
  }
  return {
    describe: `s3://${s.bucket}/${s.prefix}${s.endpoint ? ` at ${s.endpoint}` : ''}`,
    async put(key, body, contentType) {
      const { client, sdk } = await sdkAndClient.get()
      await client.send(
        new sdk.PutObjectCommand({ Bucket: s.bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      )
    },
    has: async (key) => (await head(key)) !== null,
    head,
    async get(key, range) {
      const { client, sdk } = await sdkAndClient.get()
      try {
        const out = await client.send(
          new sdk.GetObjectCommand({
            Bucket: s.bucket,
            Key: objectKey(key),
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        )
        const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : (out.ContentLength ?? 0)
        return { body: out.Body as Readable, size: total, contentType: out.ContentType ?? 'application/octet-stream' }
      } catch (err) {
        if (missing(err)) return null
        throw err
      }
    },
  }
}

function newClient(Client: typeof S3Client, s: S3Settings): S3Client {
  return new Client({
    region: s.region,
    ...(s.endpoint && { endpoint: s.endpoint }),
    forcePathStyle: s.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(s.accessKeyId &&
      s.secretAccessKey && { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }),
  })
}
