// A server killed before it could close (SIGKILL, a crash, the out-of-memory killer) leaves its folder of
// pages pushed out of memory behind (decision 0838), up to PAGE_CACHE_DISK_BYTES of it. A folder's name
// carries the host and the process that made it, so a start on the same host removes the folders whose
// process is gone. Another host's process numbers mean nothing here, so on a volume several machines
// share (PAGE_CACHE_DIR) each live process touches a file in its folder every few minutes, and a folder
// untouched for an hour is taken for left behind, whatever its host (a container whose host name changed
// when it was made again would otherwise leave its folder for ever: decision 0840).
import { readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'

const PREFIX = 'haat-pages-'
const OWNED = new RegExp(`^${PREFIX}(.+)-(\\d+)-[A-Za-z0-9]{6}$`)
const hostPart = () => hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host'

/** The file a live process touches in its folder, and how often. */
export const HEARTBEAT_FILE = 'alive'
export const HEARTBEAT_MS = 5 * 60_000
/** A folder of another host whose file was last touched this long ago is left behind. */
export const LEFT_BEHIND_MS = 60 * 60_000

/** The start of this process's folder name; mkdtemp adds six characters. */
export const folderPrefix = (pid = process.pid) => `${PREFIX}${hostPart()}-${pid}-`

/** Says this process's folder is in use (an error is left to the next beat: the folder may be gone). */
export async function beat(dir: string): Promise<void> {
  const file = join(dir, HEARTBEAT_FILE)
  const now = new Date()
  await utimes(file, now, now).catch(() => writeFile(file, ''))
}

function running(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code !== 'ESRCH'
  }
}

/** When a folder was last said to be in use: its file's time, or the folder's own for one made before
 *  the file existed. Null when it cannot be read (gone meanwhile). */
async function lastBeat(folder: string): Promise<number | null> {
  const file = await stat(join(folder, HEARTBEAT_FILE)).catch(() => null)
  if (file) return file.mtimeMs
  const dir = await stat(folder).catch(() => null)
  return dir ? dir.mtimeMs : null
}

async function leftBehind(parentDir: string, name: string, now: number): Promise<boolean> {
  const match = OWNED.exec(name)
  if (!match) return false // not a folder of ours
  const pid = Number(match[2])
  const here = match[1] === hostPart()
  if (here && pid === process.pid) return false // this process's own
  if (here && !running(pid)) return true
  // Another host's, or one whose process number a later process took on this host.
  const at = await lastBeat(join(parentDir, name))
  return at !== null && now - at > LEFT_BEHIND_MS
}

/** Removes the folders under `parentDir` left by processes that have ended; their names. */
export async function removeOrphanedFolders(parentDir: string, now = Date.now()): Promise<string[]> {
  const names = await readdir(parentDir).catch(() => [] as string[])
  const flags = await Promise.all(names.map((name) => leftBehind(parentDir, name, now)))
  const orphans = names.filter((_, i) => flags[i])
  await Promise.all(orphans.map((name) => rm(join(parentDir, name), { recursive: true, force: true })))
  return orphans
}
