// The bytes of a picture or video an operator names: an http(s) URL, or a file path (relative to the
// imported file's folder). Sizes are capped before reading everything, and URLs time out.
import { readFile, stat } from 'node:fs/promises'
import { isAbsolute, resolve } from 'node:path'

export const MAX_SOURCE_BYTES = 50 * 1024 * 1024

export async function sourceBytes(source: string, baseDir: string, maxBytes = MAX_SOURCE_BYTES): Promise<Buffer> {
  if (/^https?:\/\//i.test(source)) {
    let res: Response
    try {
      res = await fetch(source, { signal: AbortSignal.timeout(30_000), redirect: 'follow' })
    } catch (err) {
      throw new Error(`could not be fetched (${(err as Error).message})`, { cause: err })
    }
    if (!res.ok) throw new Error(`could not be fetched (HTTP ${res.status})`)
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) throw new Error(`is larger than ${maxBytes / 1048576} MB`)
    const bytes = Buffer.from(await res.arrayBuffer())
    if (bytes.length > maxBytes) throw new Error(`is larger than ${maxBytes / 1048576} MB`)
    return bytes
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) && !/^file:/i.test(source)) throw new Error('is neither an http(s) URL nor a file path')
  const path = source.startsWith('file:') ? new URL(source).pathname : isAbsolute(source) ? source : resolve(baseDir, source)
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) throw new Error(`no such file: ${path}`)
  if (info.size > maxBytes) throw new Error(`is larger than ${maxBytes / 1048576} MB`)
  return readFile(path)
}
