// A local HTTP server for fakes of outside systems: JSON bodies in, answers from a handler, every
// request recorded so tests can look at what the store sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }
export type FakeAnswer = { status: number; body: unknown } | 'hang-up'
export type FakeServer = { origin: string; received: Received[]; close: () => Promise<void> }

export async function startFake(handle: (req: Received) => FakeAnswer): Promise<FakeServer> {
  const received: Received[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        // Not JSON: the handler sees the raw text and can refuse it.
      }
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }
      received.push(request)
      const answer = handle(request)
      if (answer === 'hang-up') return void req.socket.destroy()
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return { origin, received, close }
}
