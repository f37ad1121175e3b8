// The server runs compiled (decision 0816): every import of the compiled tree must name a compiled
// file that exists, none may name TypeScript or a workspace package (those resolve to .ts sources).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileServer, rewriteImports } from '../../scripts/compile-server.ts'

const repo = resolve(import.meta.dirname, '../../../..')

describe('rewriteImports', () => {
  const importer = 'apps/web/server/pages.ts'

  it('names relative TypeScript files by their compiled names, and reports each', () => {
    const found: string[] = []
    const code = `import { a } from './a.ts'\nexport { b } from '../app/b.ts'\nconst c = await import('./c.ts')\n`
    expect(rewriteImports(code, importer, (source) => found.push(source))).toBe(
      `import { a } from './a.js'\nexport { b } from '../app/b.js'\nconst c = await import('./c.js')\n`,
    )
    expect(found.sort()).toEqual(['apps/web/app/b.ts', 'apps/web/server/a.ts', 'apps/web/server/c.ts'])
  })

  it('sends workspace packages to their compiled folders, relative to the compiled file', () => {
    const code = `import { loadEnv } from '@haat/api/config/env'\nimport { m } from "@haat/domain/format/money"\nimport { serverContext } from '#api-context'\n`
    expect(rewriteImports(code, importer)).toBe(
      `import { loadEnv } from '../../../../api/build/config/env.js'\nimport { m } from "../../../../../packages/domain/build/format/money.js"\nimport { serverContext } from '../app/lib/api/context.js'\n`,
    )
  })

  it('leaves other packages, built-ins and text that only looks like an import alone', () => {
    const code = `import Fastify from 'fastify'\nimport { join } from 'node:path'\nconst s = "import x from './y.ts'"\n`
    expect(rewriteImports(code, importer)).toBe(code)
  })

  it('refuses an import of a component: the server cannot run .tsx', () => {
    expect(() => rewriteImports(`import { Icon } from '../app/Icon.tsx'\n`, importer)).toThrow(
      'apps/web/server/pages.ts imports ../app/Icon.tsx, not server code',
    )
  })
})

describe('compileServer', () => {
  let out: string
  let files: string[]
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'haat-compiled-'))
    compileServer(out)
    files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  })
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('writes the entry and the modules it reaches, with their data files, without tests', () => {
    expect(files).toContain('apps/web/build/node/server.js')
    expect(files).toContain('apps/api/build/boot.js')
    expect(files).toContain('packages/domain/build/format/money.js')
    expect(files.length).toBeGreaterThan(300)
    expect(files.filter((f) => f.endsWith('.test.js'))).toEqual([])
    expect(existsSync(join(out, 'apps/api/build/search/data/synonyms.json'))).toBe(true)
    expect(existsSync(join(out, 'apps/api/build/pincodes/pincodes.json'))).toBe(true)
  })

  it('every import names a compiled file that is there, never TypeScript or a workspace name', () => {
    const wrong: string[] = []
    for (const file of files) {
      const code = readFileSync(join(out, file), 'utf8')
      for (const { fileName } of ts.preProcessFile(code, true, true).importedFiles) {
        if (/\.tsx?$/.test(fileName) || /^(@haat\/|#)/.test(fileName)) wrong.push(`${file}: ${fileName}`)
        else if (fileName.startsWith('.') && !existsSync(resolve(dirname(join(out, file)), fileName)))
          wrong.push(`${file}: ${fileName} (missing)`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('keeps every line where it was, so stack traces point into the sources', () => {
    const source = readFileSync(join(repo, 'apps/api/src/boot.ts'), 'utf8').split('\n')
    const compiled = readFileSync(join(out, 'apps/api/build/boot.js'), 'utf8').split('\n')
    expect(compiled).toHaveLength(source.length)
    const body = source.findIndex((line) => line.includes('export async function bootDatabase'))
    expect(body).toBeGreaterThan(0)
    expect(compiled[body]).toContain('export async function bootDatabase')
  })
})
