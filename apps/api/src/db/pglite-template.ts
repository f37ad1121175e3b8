// In-memory PGlite stores (every API test file opens some) start from a copy of an empty, migrated
// database instead of running PostgreSQL's initdb and every migration each time: seconds a store on a
// busy two-core machine (7-13 s measured, about 1 s loaded from the copy). The copy is kept in the temp
// folder under a name made of the migrations' and PGlite's own contents, so a new migration or PGlite
// makes a new copy; it is written to a side file and renamed, so a reader never sees half of one.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

function templatePath(migrationsFolder: string): string {
  const pglite = dirname(dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))))
  const hash = createHash('sha256').update(readFileSync(join(pglite, 'package.json')))
  for (const file of filesUnder(migrationsFolder))
    hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file))
  return join(tmpdir(), `haat-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`)
}

/** The empty migrated database as a PGlite data folder dump; `makeOne` builds it when none is kept. */
export async function emptyDatabaseTemplate(
  migrationsFolder: string,
  makeOne: () => Promise<Blob>,
): Promise<{ dump: Blob; forget: () => Promise<void> }> {
  const path = templatePath(migrationsFolder)
  const forget = () => rm(path, { force: true })
  if (existsSync(path)) return { dump: new Blob([await readFile(path)]), forget }
  const dump = await makeOne()
  const side = `${path}.${process.pid}-${randomUUID()}`
  await writeFile(side, Buffer.from(await dump.arrayBuffer()))
  await rename(side, path)
  return { dump, forget }
}
