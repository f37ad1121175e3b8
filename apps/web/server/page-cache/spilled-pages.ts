// Pages pushed out of memory wait on disk (decision 0838). The page cache's memory is bounded in bytes
// (issue 13), and a large catalogue asks for more pages than any memory bound holds: a product page
// pushed out was rendered again (~10–16 ms of the server's CPU at 100k products) when a file read
// (off the thread) would do. Its brotli bytes and its content-security policy (1.3 KB) go to disk; what
// a copy must still do (its freshness, the products whose votes age it, the views it counts) stays here,
// ~0.4 KB a page, so a vote ages a copy on disk as it does one in memory. A catalogue change empties
// the folder. The folder is this process's own (a new one under the OS's temporary folder by default)
// and removed on close: several instances never share it. One a killed process left is removed at the
// next start, or within the hour on a folder several hosts share (orphaned-folders.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { readFile, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createByteCache } from '@haat/api/services/byte-cache'
import {
  beat,
  folderPrefix,
  HEARTBEAT_FILE,
  HEARTBEAT_MS,
  removeOrphanedFolders,
} from './orphaned-folders.ts'
import type { StoredPage } from './stored-page.ts'

export type SpilledPagesOptions = {
  /** The bytes the folder may hold (at most MAX_PAGES pages: what stays in memory is ~0.4 KB a page). */
  maxBytes: number
  /** Where the folder is made (default: the OS's temporary folder). */
  parentDir?: string
  /** Told of each page the folder drops for room: it is gone everywhere (the next request renders it). */
  onDrop?: (key: string) => void
}
type Spilled = Omit<StoredPage, 'br' | 'gzip' | 'policy'> & {
  file: string
  bytes: number
  /** The file's bytes until they are written, so a request arriving meanwhile is answered from them. */
  pending: Buffer | null
  written: Promise<void>
}
export type SpilledPages = ReturnType<typeof spilledPages>

/** Bounds the bookkeeping kept in memory (~8 MB at most) whatever the folder's bytes. */
const MAX_PAGES = 20_000

// A file: the policy's length (4 bytes), the policy (UTF-8, empty for none), the brotli bytes.
function fileOf(page: StoredPage): Buffer {
  const policy = Buffer.from(page.policy ?? '')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(policy.length)
  return Buffer.concat([length, policy, page.br])
}
function pageOf(file: Buffer): Pick<StoredPage, 'br' | 'policy'> {
  const length = file.readUInt32BE(0)
  const policy = file.subarray(4, 4 + length).toString()
  return { policy: policy || null, br: file.subarray(4 + length) }
}

export function spilledPages(o: SpilledPagesOptions) {
  const parentDir = o.parentDir ?? tmpdir()
  const dir = mkdtempSync(join(parentDir, folderPrefix()))
  writeFileSync(join(dir, HEARTBEAT_FILE), '')
  // Off the start's path: a folder left behind may hold hundreds of megabytes.
  const swept = removeOrphanedFolders(parentDir)
  // While it runs it says its folder is in use, and removes what others have left since (decision 0840).
  const beating = setInterval(() => {
    void beat(dir)
      .then(() => removeOrphanedFolders(parentDir))
      .catch(() => {})
  }, HEARTBEAT_MS)
  beating.unref()
  let next = 0
  let generation = 0
  const remove = (copy: Spilled) => void copy.written.then(() => unlink(copy.file)).catch(() => {})
  const index = createByteCache<Spilled>({
    maxBytes: o.maxBytes,
    maxEntries: MAX_PAGES,
    ttlMs: 0, // a copy's freshness is its own
    sizeOf: (copy) => copy.bytes,
    onEvict: (key, copy) => {
      remove(copy)
      o.onDrop?.(key)
    },
  })
  const reading = new Map<string, Promise<StoredPage | undefined>>()

  const drop = (key: string) => {
    const copy = index.get(key)
    if (!copy) return
    index.delete(key)
    remove(copy)
  }

  return {
    /** Keeps a page memory pushed out, while it is still servable; false: it was not kept. */
    put(key: string, page: StoredPage): boolean {
      drop(key)
      if (Date.now() >= page.staleUntil) return false
      const bytes = fileOf(page)
      if (bytes.length > o.maxBytes) return false
      const { br: _br, gzip: _gzip, policy: _policy, ...rest } = page
      const copy: Spilled = {
        ...rest,
        refreshing: false, // a render under way stores its own copy (and drops this one)
        file: join(dir, `${++next}.page`),
        bytes: bytes.length,
        pending: bytes,
        written: Promise.resolve(),
      }
      copy.written = writeFile(copy.file, bytes).then(
        () => void (copy.pending = null),
        () => {
          // A write that failed (a full disk): the page is gone, and its next render says it was pushed out.
          if (index.get(key) !== copy) return
          index.delete(key)
          o.onDrop?.(key)
        },
      )
      index.set(key, copy)
      return true
    },
    /** Whether a copy of key is here or being read back (then `take` answers it). */
    has: (key: string) => reading.has(key) || index.has(key),
    /** The page back from disk, leaving the folder (the caller keeps it in memory). Requests for the
     *  same page while it is read share one read. Past its time, or unreadable: undefined. */
    take(key: string): Promise<StoredPage | undefined> {
      const under = reading.get(key)
      if (under) return under
      const copy = index.get(key)
      if (!copy) return Promise.resolve(undefined)
      if (Date.now() >= copy.staleUntil) {
        drop(key) // past its time: not worth a read; counted as pushed out, as before this folder
        o.onDrop?.(key)
        return Promise.resolve(undefined)
      }
      const at = generation
      const read = (async () => {
        const file = copy.pending ?? (await readFile(copy.file))
        // The catalogue changed meanwhile, or its time ended during the read: the caller renders it.
        if (at !== generation) return undefined
        if (Date.now() >= copy.staleUntil) return void o.onDrop?.(key)
        const { file: _file, bytes: _bytes, pending: _pending, written: _written, ...rest } = copy
        return { ...rest, ...pageOf(file), gzip: null }
      })()
        .catch(() => void o.onDrop?.(key)) // unreadable: gone, as if pushed out
        .finally(() => {
          reading.delete(key)
          if (index.get(key) === copy) drop(key)
        })
      reading.set(key, read)
      return read
    },
    drop,
    /** The catalogue changed: every copy goes. */
    clear() {
      generation++
      for (const copy of index.values()) remove(copy)
      index.clear()
    },
    /** The folders of ended processes removed at start (their names). */
    swept,
    get calculatedSize() {
      return index.calculatedSize
    },
    /** The folder goes with the process. */
    close() {
      clearInterval(beating)
      index.clear()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
