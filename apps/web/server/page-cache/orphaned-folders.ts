// A server killed before it could close (SIGKILL, a crash, the out-of-memory killer) leaves its folder of
// pages pushed out of memory behind (decision 0838), up to PAGE_CACHE_DISK_BYTES of it. A folder's name
// carries the host and the process that made it, so a later start on the same host removes the folders
// whose process is gone. Another host's folders (a volume several machines share) are never touched: its
// process numbers mean nothing here.
import { readdir, rm } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'

const PREFIX = 'haat-pages-'
const OWNED = new RegExp(`^${PREFIX}(.+)-(\\d+)-[A-Za-z0-9]{6}$`)
const hostPart = () => hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host'

/** The start of this process's folder name; mkdtemp adds six characters. */
export const folderPrefix = (pid = process.pid) => `${PREFIX}${hostPart()}-${pid}-`

/** The process that made a folder, when it was made on this host. */
function ownerOf(name: string): number | null {
  const match = OWNED.exec(name)
  return match && match[1] === hostPart() ? Number(match[2]) : null
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

/** Removes the folders under `parentDir` left by this host's processes that have ended; their names. */
export async function removeOrphanedFolders(parentDir: string): Promise<string[]> {
  const names = await readdir(parentDir).catch(() => [] as string[])
  const orphans = names.filter((name) => {
    const pid = ownerOf(name)
    return pid !== null && pid !== process.pid && !running(pid)
  })
  await Promise.all(orphans.map((name) => rm(join(parentDir, name), { recursive: true, force: true })))
  return orphans
}
