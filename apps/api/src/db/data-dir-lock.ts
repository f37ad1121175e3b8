// An exclusive lock file for the PGlite data folder. A lock left by a dead process is taken over.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, 'haat.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return () => {
        if (!released) rmSync(path, { force: true })
        released = true
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = Number(readFileSync(path, 'utf8'))
      if (holder && holder !== process.pid && alive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by process ${holder}; stop it or set DATA_DIR to another folder.`,
        )
      }
      rmSync(path, { force: true }) // stale lock of a dead process
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}`)
}
