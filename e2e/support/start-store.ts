// A second store process for specs that need other settings than the shared one (checkout through
// Shopify, voting only when signed in): the same production build, its own port, a fresh PGlite folder
// with the demo catalogue. Stopped with SIGTERM (it drains and closes its database).
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../scripts/reliability/lib/free-port.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

async function waitForHealth(origin: string, deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the store with its own settings did not start at ${origin}`)
}

export type Store = { origin: string; stop: () => void }

export async function startStore(settings: Record<string, string>, timeoutMs = 170_000): Promise<Store> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['apps/web/build/node/server.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'haat-e2e-store-')),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...settings,
    },
  })
  const stop = () => void child.kill('SIGTERM')
  try {
    await waitForHealth(origin, Date.now() + timeoutMs)
  } catch (err) {
    stop()
    throw err
  }
  return { origin, stop }
}
