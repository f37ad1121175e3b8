// The server loads drizzle-orm and PGlite from their CommonJS builds (decision 0823): their ES modules
// cost a second of start-up in Node's loader. Checked in a child process, whose module cache is its own:
// the builds it loaded, and that a query runs through drizzle's driver on the app's PGlite (one copy).
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isLoadedAsCommonJs } from '../../src/db/drizzle-as-commonjs.ts'

const root = resolve(import.meta.dirname, '../../../..')

const probe = (hooked: boolean) => {
  const script = `
    if (${hooked}) {
      const { loadDrizzleAsCommonJs } = await import('./apps/api/src/db/drizzle-as-commonjs.ts')
      loadDrizzleAsCommonJs()
    }
    const { sql } = await import('drizzle-orm')
    const { PGlite } = await import('@electric-sql/pglite')
    const { drizzle } = await import('drizzle-orm/pglite')
    const client = await PGlite.create()
    const { rows } = await drizzle({ client }).execute(sql\`select 1 + 1 as two\`)
    await client.close()
    const { createRequire } = await import('node:module')
    const files = Object.keys(createRequire(import.meta.url).cache)
    const of = (name) => files.filter((f) => f.includes('/node_modules/' + name + '/')).length
    const resolved = ['drizzle-orm', '@electric-sql/pglite'].map((name) => import.meta.resolve(name).split('/').at(-1))
    console.log(JSON.stringify({ two: rows[0].two, drizzle: of('drizzle-orm'), pglite: of('@electric-sql/pglite'), resolved }))
  `
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  })
  return JSON.parse(out.trim().split('\n').at(-1)!) as {
    two: number
    drizzle: number
    pglite: number
    resolved: string[]
  }
}

describe('drizzle-orm loaded as CommonJS', () => {
  it('names drizzle-orm and PGlite with their subpaths, nothing else', () => {
    for (const name of [
      'drizzle-orm',
      'drizzle-orm/pg-core',
      '@electric-sql/pglite',
      '@electric-sql/pglite/contrib/pg_trgm',
    ])
      expect(isLoadedAsCommonJs(name)).toBe(true)
    for (const name of ['drizzle-kit', 'drizzle-ormx', 'pg', './drizzle-orm', '@electric-sql/pglite-tools'])
      expect(isLoadedAsCommonJs(name)).toBe(false)
  })

  it(
    'loads their CommonJS builds, one copy each, and drizzle queries the app PGlite',
    { timeout: 60_000 },
    () => {
      const hooked = probe(true)
      expect(hooked.two).toBe(2)
      expect(hooked.drizzle).toBeGreaterThan(50)
      expect(hooked.pglite).toBeGreaterThan(0)
      // Every import of them, the app's own too, names the CommonJS file: no second, ES module copy.
      expect(hooked.resolved).toEqual(['index.cjs', 'index.cjs'])
      // The same probe without the setting loads their ES modules: the check above can fail.
      const plain = probe(false)
      expect(plain.two).toBe(2)
      expect(plain).toMatchObject({ drizzle: 0, pglite: 0, resolved: ['index.js', 'index.js'] })
    },
  )
})
