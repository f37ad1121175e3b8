// Starts store-process.ts as a child process and waits for its `ready <url>` line; stop() sends a
// signal and resolves with how it ended.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.ts'

const ENTRY = fileURLToPath(new URL('../store-process.ts', import.meta.url))

export type Exit = { code: number | null; signal: NodeJS.Signals | null }
export type StoreChild = {
  url: string
  pid: number
  child: ChildProcess
  exited: Promise<Exit>
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<Exit>
}

export async function spawnStore(env: Record<string, string>, timeoutMs = 180_000): Promise<StoreChild> {
  const port = env.PORT ?? String(await freePort())
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: port,
      // Production on PostgreSQL refuses to start without a key that seals shop tokens (decision 0620).
      SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`store did not start in ${timeoutMs} ms:\n${log}`)),
      timeoutMs,
    )
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      const ready = /^ready (\S+)$/m.exec(log)
      if (ready) {
        clearTimeout(timer)
        resolve(ready[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()))
    void exited.then((e) => {
      clearTimeout(timer)
      reject(new Error(`store exited (${JSON.stringify(e)}) before it was ready:\n${log}`))
    })
  })
  return {
    url,
    pid: child.pid!,
    child,
    exited,
    output: () => log,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal)
      return exited
    },
  }
}
