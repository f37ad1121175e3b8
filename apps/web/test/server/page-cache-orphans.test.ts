// @vitest-environment node
// A server killed before it closed leaves its folder of pages pushed out of memory (decision 0838); the
// next start on the same host removes it, and nothing else: not a running process's folder, not another
// host's (a shared volume), not a folder of another name. Real folders, a real ended process.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { folderPrefix } from '../../server/page-cache/orphaned-folders.ts'
import { spilledPages } from '../../server/page-cache/spilled-pages.ts'

const parents: string[] = []
afterEach(() => {
  for (const dir of parents.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A process that has run and ended: its number is free. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!

function folder(parent: string, name: string) {
  mkdirSync(join(parent, name))
  writeFileSync(join(parent, name, '1'), Buffer.alloc(1024))
  return name
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
