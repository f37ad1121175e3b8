// The store's runtime settings live in two files (apps/web/server.node-options: V8 flags, decisions 0797,
// 0814 and 0831; apps/web/server.env: glibc's allocator, decision 0806), read by scripts/start.sh, `npm start`
// and the benchmark. The container image cannot read them at start, so it repeats them: this keeps it in
// step.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const COMPILED_SERVER = 'apps/web/build/node/server.js'
const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../..', path), 'utf8')
const nodeFlags = read('apps/web/server.node-options').trim().split(/\s+/)
const dockerEnv = read('Dockerfile')
  .split('\n')
  .map((line) =>
    line
      .trim()
      .replace(/^ENV\s+/, '')
      .replace(/\s*\\$/, ''),
  )

describe('runtime settings', () => {
  it('the image runs with the allocator settings of apps/web/server.env', () => {
    const settings = read('apps/web/server.env').split('\n').filter(Boolean)
    expect(settings.length).toBeGreaterThan(0)
    for (const setting of settings) {
      expect(setting).toMatch(/^MALLOC_[A-Z_]+=\d+$/)
      expect(dockerEnv).toContain(setting)
    }
  })

  it('the image runs with the V8 flags of apps/web/server.node-options', () => {
    // On its command line: NODE_OPTIONS refuses some V8 flags (--heap-growing-percent, decision 0814).
    expect(nodeFlags.length).toBeGreaterThan(0)
    const cmd = dockerEnv.findLast((line) => line.startsWith('CMD '))
    expect(cmd).toBe(`CMD ${JSON.stringify(['node', ...nodeFlags, COMPILED_SERVER])}`.replaceAll(',', ', '))
  })

  it('this Node accepts every V8 flag the store starts with', () => {
    // Some are V8's own "for testing" flags (--liftoff-only, decision 0831): a Node that dropped one would
    // refuse to start the store, and the browser tests start the server without these flags.
    const run = spawnSync(process.execPath, [...nodeFlags, '-e', '0'], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })

  it('npm start, scripts/start.sh and the image all start the compiled server (decision 0816)', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start
    expect(start).toMatch(new RegExp(` ${COMPILED_SERVER}$`))
    expect(read('scripts/start.sh')).toMatch(new RegExp(`^exec node .* ${COMPILED_SERVER}$`, 'm'))
    expect(dockerEnv).toContain('COPY --from=build --chown=node:node /app/apps/api/build ./apps/api/build')
  })

  it('npm start reads both files', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start
    expect(start).toContain('$(cat apps/web/server.env)')
    expect(start).toContain('$(cat apps/web/server.node-options)')
  })

  it('npm start runs the production build of React unless NODE_ENV says otherwise', () => {
    // Without it React's development build rendered every page, two to three times slower.
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start
    expect(start).toMatch(/^env NODE_ENV=\$\{NODE_ENV:-production\} /)
  })
})
