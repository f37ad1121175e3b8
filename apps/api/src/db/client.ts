// Opens the store's database: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise.
// Both get the same schema and the same migrations folder, run at open.
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema.ts'
import { acquireDataDirLock } from './data-dir-lock.ts'
import { emptyDatabaseTemplate } from './pglite-template.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir)
}

/**
 * Every connection plans for pages in memory or on SSD (random_page_cost 1.1, not 4, which models
 * spinning disks): with 4, search scanned all 100k documents instead of reading its 4,578 matches
 * through the GIN index, 7× the time. No parallel workers: with many connections on few cores they
 * only add processes contending for the same cores (decision 0663).
 */
export const POSTGRES_SESSION_OPTIONS = '-c random_page_cost=1.1 -c max_parallel_workers_per_gather=0'

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const { nameStatements } = await import('./postgres-named-statements.ts')
  const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_SESSION_OPTIONS })
  pool.on('connect', nameStatements)
  const db = drizzle({ client: pool, schema, casing: 'snake_case' })
  await migrate(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
}

/** dataDir undefined = in-memory (tests). */
async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  // PGlite has no lock of its own: two processes on one folder silently lose commits.
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => {}
  try {
    // shared_buffers 16 MB instead of 128 MB: ~120 MB less resident on the demo catalogue (issue 13,
    // measured in docs/performance.md); pages still come from the OS file cache through the data folder.
    const options = {
      extensions: { pg_trgm },
      postgresqlconf: 'shared_buffers = 16MB\nwork_mem = 2MB\nrandom_page_cost = 1.1\n',
    }
    const migrated = async (client: InstanceType<typeof PGlite>) => {
      const db = drizzle({ client, schema, casing: 'snake_case' })
      await migrate(db, { migrationsFolder })
      return db
    }
    let client: InstanceType<typeof PGlite>
    if (dataDir) client = await PGlite.create(`${dataDir}/pg`, options)
    else {
      const template = await emptyDatabaseTemplate(migrationsFolder, async () => {
        const empty = await PGlite.create(options)
        await migrated(empty)
        const dump = await empty.dumpDataDir('none')
        await empty.close()
        return dump
      })
      client = await PGlite.create({ ...options, loadDataDir: template.dump }).catch(async (err: unknown) => {
        await template.forget() // a copy this PGlite cannot read: the next store makes a new one
        throw err
      })
    }
    const db = await migrated(client)
    // After the migrations: their one-off DDL texts would only fill the statement cache (decision 0828).
    const { prepareStatementsOnce } = await import('./pglite-named-statements.ts')
    prepareStatementsOnce(client)
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close()
        releaseLock()
      },
    }
  } catch (err) {
    releaseLock()
    throw err
  }
}
