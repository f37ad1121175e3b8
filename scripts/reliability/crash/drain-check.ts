// SIGTERM with a request in flight: the request (a client log whose body is still arriving) completes
// with its 201, new connections are refused, the process exits 0 and the PGlite lock file is gone.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { request } from 'node:http'
import type { StoreChild } from '../lib/server-process.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function drainCheck(store: StoreChild, dataDir?: string) {
  const url = new URL(store.url)
  const body = JSON.stringify({ severity: 'info', message: 'in flight during SIGTERM' })
  const half = Math.floor(body.length / 2)
  let newConnection = 'not tried'
  const inFlight = new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/ui-logger',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.write(body.slice(0, half))
    void sleep(300).then(async () => {
      store.child.kill('SIGTERM')
      await sleep(300) // the server is closing now, with this request half read
      newConnection = await fetch(`${store.url}/api/health`).then(
        (r) => `answered ${r.status}`,
        (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
      )
      await sleep(300)
      req.end(body.slice(half))
    })
  })
  const inFlightStatus = await inFlight
  const exit = await store.exited
  return {
    inFlightStatus,
    newConnection,
    exit,
    lockReleased: dataDir ? !existsSync(join(dataDir, 'haat.lock')) : true,
  }
}
