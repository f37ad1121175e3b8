// A benchmark database with N generated products, loaded once and reused: loading 100k products takes
// ~160 s into PostgreSQL and ~13 min into PGlite. The prepared copy is named by its product count and
// marked with a hash of the seed code and the migrations; when either changes it is rebuilt. Each run
// works on a fresh copy of it (votes and views written by the run never reach the prepared one).
// PostgreSQL: database haat_bench_<N>, marked by COMMENT ON DATABASE, copied with CREATE DATABASE … TEMPLATE.
// PGlite: folder tmp/bench/pglite-<N> in the checkout, marked by a file, copied with cp -r.
import { createHash, randomUUID } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../src/db/client.ts'
import { loadCatalogue } from '../src/seed/load-catalogue.ts'

const API = fileURLToPath(new URL('..', import.meta.url))
const PGLITE_ROOT = fileURLToPath(new URL('../../../tmp/bench', import.meta.url))

export type PreparedCopy = {
  databaseUrl?: string
  dataDir?: string
  loadSeconds: number
  drop: () => Promise<void>
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

/** Changes when the generator or the schema changes. */
export function seedVersion(): string {
  const hash = createHash('sha256')
  for (const file of [...filesUnder(join(API, 'src/seed')), ...filesUnder(join(API, 'drizzle'))]) {
    hash.update(file.slice(API.length)).update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

async function load(target: { databaseUrl?: string; dataDir?: string }, products: number) {
  const started = performance.now()
  const database = await openDatabase(target)
  try {
    await loadCatalogue(database.db, { products })
    // What autovacuum does to a live store: planner statistics and a visibility map. Without it the
    // planner guessed badly after the bulk load (brand counts took 0.9 s at 100k, 38 ms after).
    await database.db.execute(sql`vacuum analyze`)
  } finally {
    await database.close()
  }
  return (performance.now() - started) / 1000
}

export async function preparedPostgres(baseUrl: string, products: number): Promise<PreparedCopy> {
  const name = `haat_bench_${products}`
  const mark = `haat seed ${seedVersion()} products ${products}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  const urlOf = (db: string) => Object.assign(new URL(baseUrl), { pathname: `/${db}` }).toString()
  const { rows } = await admin.query<{ mark: string | null }>(
    'select shobj_description(oid, $2) as mark from pg_database where datname = $1',
    [name, 'pg_database'],
  )
  let loadSeconds = 0
  if (rows[0]?.mark !== mark) {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
    loadSeconds = await load({ databaseUrl: urlOf(name) }, products)
    await admin.query(`comment on database ${name} is '${mark}'`)
  }
  const copy = `haat_bench_run_${randomUUID().slice(0, 8)}`
  await admin.query(`create database ${copy} template ${name}`)
  return {
    databaseUrl: urlOf(copy),
    loadSeconds,
    drop: async () => {
      await admin.query(`drop database if exists ${copy} with (force)`)
      await admin.end()
    },
  }
}

export async function preparedPglite(products: number): Promise<PreparedCopy> {
  const dir = join(PGLITE_ROOT, `pglite-${products}`)
  const markFile = join(dir, 'seed-version')
  const mark = seedVersion()
  let loadSeconds = 0
  if (!existsSync(markFile) || readFileSync(markFile, 'utf8') !== mark) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    loadSeconds = await load({ dataDir: dir }, products)
    writeFileSync(markFile, mark)
  }
  const copy = join(PGLITE_ROOT, `run-${randomUUID().slice(0, 8)}`)
  cpSync(dir, copy, { recursive: true })
  return { dataDir: copy, loadSeconds, drop: async () => rmSync(copy, { recursive: true, force: true }) }
}
