// The store as a shopper meets it: the production build (`npm run build`) served by `node
// apps/web/server.ts` on a free port, with a fresh PGlite data folder and the demo seed.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

export async function startProductionServer(buildDir?: string) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-lighthouse-'))
  const child = spawn(process.execPath, ['apps/web/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(buildDir ? { WEB_BUILD_DIR: buildDir } : {}),
    },
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  // First start runs initdb, migrations and the seed: allow two minutes on a loaded machine.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}`)
    const health = await fetch(`${origin}/api/health`).catch(() => null)
    if (health?.ok) return { origin, stop }
    await new Promise((r) => setTimeout(r, 500))
  }
  stop()
  throw new Error(`the store did not answer ${origin}/api/health within 2 minutes`)
}
