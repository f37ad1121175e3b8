// @vitest-environment node
// A server killed before it closed leaves its folder of pages pushed out of memory (decision 0838); the
// next start on the same host removes it, and nothing else: not a running process's folder, not another
// host's (a shared volume) while it is in use, not a folder of another name. A folder no process has said
// it uses for an hour goes, whatever its host (decision 0840). Real folders, a real ended process.
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import {
  beat,
  folderPrefix,
  HEARTBEAT_FILE,
  HEARTBEAT_MS,
  LEFT_BEHIND_MS,
} from '../../server/page-cache/orphaned-folders.ts'
import { spilledPages } from '../../server/page-cache/spilled-pages.ts'

const parents: string[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const dir of parents.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A process that has run and ended: its number is free. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!

function folder(parent: string, name: string) {
  mkdirSync(join(parent, name))
  writeFileSync(join(parent, name, '1'), Buffer.alloc(1024))
  return name
}

/** A folder whose process last said it was in use `ago` ms back (by its file, or by the folder's own
 *  time for one made before the file existed). */
function lastUsed(parent: string, name: string, ago: number, withFile = true) {
  const at = new Date(Date.now() - ago)
  if (withFile) {
    writeFileSync(join(parent, name, HEARTBEAT_FILE), '')
    utimesSync(join(parent, name, HEARTBEAT_FILE), at, at)
  }
  utimesSync(join(parent, name), at, at)
  return name
}

const newParent = () => {
  const parent = mkdtempSync(join(tmpdir(), 'haat-orphans-test-'))
  parents.push(parent)
  return parent
}

test("a start removes this host's folders whose process has ended, and only those", async () => {
  const parent = mkdtempSync(join(tmpdir(), 'haat-orphans-test-'))
  parents.push(parent)
  const ended = endedPid()
  const orphan = folder(parent, `${folderPrefix(ended)}Ab12Cd`)
  const running = folder(parent, `${folderPrefix(process.ppid)}Ef34Gh`)
  const otherHost = folder(parent, `haat-pages-another.host-${ended}-Ij56Kl`)
  const unnamed = folder(parent, 'haat-pages-Mn78Op')

  const disk = spilledPages({ maxBytes: 1024 * 1024, parentDir: parent })
  expect(await disk.swept).toEqual([orphan])
  const left = readdirSync(parent)
  expect(left).not.toContain(orphan)
  expect(left).toEqual(expect.arrayContaining([running, otherHost, unnamed]))
  // Its own folder, made before the sweep, is named for this process and kept.
  const own = left.find((name) => name.startsWith(folderPrefix()))
  expect(own).toBeDefined()
  disk.close()
  expect(existsSync(join(parent, own!))).toBe(false)
  expect(readdirSync(parent).sort()).toEqual([running, otherHost, unnamed].sort())
})

test('a parent folder with no leftovers: nothing removed', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'haat-orphans-test-'))
  parents.push(parent)
  const disk = spilledPages({ maxBytes: 1024, parentDir: parent })
  expect(await disk.swept).toEqual([])
  disk.close()
})

test('a folder no one has said they use for an hour goes, whatever its host; one in use stays', async () => {
  const parent = newParent()
  const hour = LEFT_BEHIND_MS
  const otherHostGone = lastUsed(parent, folder(parent, `haat-pages-another.host-41-Ab12Cd`), hour + 60_000)
  const otherHostLive = lastUsed(parent, folder(parent, `haat-pages-another.host-42-Ef34Gh`), hour - 60_000)
  // Made before processes touched a file: the folder's own time tells.
  const olderKind = lastUsed(parent, folder(parent, `haat-pages-old.host-43-Ij56Kl`), 2 * hour, false)
  // This host, a running process's number (another process took it after the one that made the folder).
  const reused = lastUsed(parent, folder(parent, `${folderPrefix(process.ppid)}Mn78Op`), 2 * hour)
  const runningHere = lastUsed(parent, folder(parent, `${folderPrefix(process.ppid)}Qr90St`), 60_000)
  const notOurs = lastUsed(parent, folder(parent, 'haat-pages-Uv12Wx'), 2 * hour, false)

  const disk = spilledPages({ maxBytes: 1024 * 1024, parentDir: parent })
  expect((await disk.swept).sort()).toEqual([otherHostGone, olderKind, reused].sort())
  const left = readdirSync(parent)
  expect(left).toEqual(expect.arrayContaining([otherHostLive, runningHere, notOurs]))
  expect(left).toHaveLength(4) // and its own
  disk.close()
})

test('a running store says its folder is in use, and sweeps what others leave while it runs', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  const parent = newParent()
  const disk = spilledPages({ maxBytes: 1024 * 1024, parentDir: parent })
  await disk.swept
  const own = readdirSync(parent).find((name) => name.startsWith(folderPrefix()))!
  const file = join(parent, own, HEARTBEAT_FILE)
  expect(existsSync(file)).toBe(true)
  // Its file made to look old, and another host's folder left behind after this store started.
  const old = new Date(Date.now() - 2 * LEFT_BEHIND_MS)
  utimesSync(file, old, old)
  const gone = lastUsed(parent, folder(parent, `haat-pages-another.host-44-Yz34Ab`), 2 * LEFT_BEHIND_MS)

  vi.advanceTimersByTime(HEARTBEAT_MS)
  await vi.waitFor(() => expect(readdirSync(parent)).not.toContain(gone))
  expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(60_000)
  expect(readdirSync(parent)).toEqual([own])
  disk.close()
})

test('a beat makes the file again when something removed it', async () => {
  const dir = newParent()
  await beat(dir)
  expect(existsSync(join(dir, HEARTBEAT_FILE))).toBe(true)
})
