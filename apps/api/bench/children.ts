// Benchmark servers run in child processes, so the load generator (this process) does not share a
// thread with what it measures.
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export async function forkChild<T>(
  script: string,
  args: string[],
): Promise<{ ready: T; stop: () => Promise<void> }> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), args, { stdio: 'inherit' })
  const ready = await new Promise<T>((resolve, reject) => {
    child.once('message', (m) => resolve(m as T))
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
  return { ready, stop: () => stopped(child, () => child.disconnect()) }
}

function stopped(child: ChildProcess, ask: () => void): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  ask()
  return gone
}

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

/** `node apps/web/build/node/server.js` (the production build compiled, decision 0816; pages from WEB_BUILD_DIR if set) on a free port, request logging
 *  off; resolves once /api/health answers (a first start may run initdb, migrations and the seed). */
export async function startWebServer(env: Record<string, string>) {
  const port = await freePort()
  const root = fileURLToPath(new URL('../../..', import.meta.url))
  // With the V8 flags the store is started with (scripts/start.sh, decision 0797).
  const flags = readFileSync(new URL('../../web/server.node-options', import.meta.url), 'utf8').trim()
  // And its allocator settings (scripts/start.sh, decision 0806); one set in this process's env wins.
  const allocator = Object.fromEntries(
    readFileSync(new URL('../../web/server.env', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('=') as [string, string]),
  )
  const child = spawn(process.execPath, [...flags.split(/\s+/), 'apps/web/build/node/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...allocator,
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The store's default: its access log is part of what a request costs (stdout goes nowhere).
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      // A throwaway key: production with DATABASE_URL requires one (no real shop tokens in a benchmark).
      SETTINGS_ENCRYPTION_KEY: '0'.repeat(64),
      ...env,
    },
  })
  const origin = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the web server exited with ${child.exitCode}`)
    if ((await fetch(`${origin}/api/health`).catch(() => null))?.ok) {
      return { origin, pid: child.pid!, stop: () => stopped(child, () => child.kill('SIGTERM')) }
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  child.kill('SIGKILL')
  throw new Error('the web server did not start within 2 minutes')
}
