// MEDIA_STORE=local: files in a folder (MEDIA_DIR, default DATA_DIR/media). Writes go to a temporary
// name first and are renamed into place, so a reader never sees half a file.
import { createReadStream } from 'node:fs'
import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { randomUUID } from 'node:crypto'
import { contentTypeOf, isSafeKey, type MediaStore } from './media-store.ts'

export function localMediaStore(root: string): MediaStore {
  const base = resolve(root)
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`not a media key: ${key}`)
    return join(base, key)
  }
  const sizeOf = async (key: string) => {
    try {
      const s = await stat(pathOf(key))
      return s.isFile() ? s.size : null
    } catch {
      return null
    }
  }
  return {
    describe: `local folder ${base}`,
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const temporary = `${path}.${randomUUID()}.part`
      await writeFile(temporary, body)
      await rename(temporary, path)
    },
    has: async (key) => (await sizeOf(key)) !== null,
    async head(key) {
      const size = await sizeOf(key)
      return size === null ? null : { size, contentType: contentTypeOf(key) }
    },
    async get(key, range) {
      const size = await sizeOf(key)
      if (size === null) return null
      const body = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {})
      return { body, size, contentType: contentTypeOf(key) }
    },
  }
}
