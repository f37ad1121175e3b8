// Decision 0812: one access-log line per request at `info`, with what Fastify's two lines carried.
import { expect, test } from 'vitest'
import { createServer } from '../../src/create-server.ts'

async function logged(level: 'info' | 'debug') {
  const lines: Record<string, any>[] = []
  const app = createServer(
    { LOG_LEVEL: level, NODE_ENV: 'test' },
    {},
    { write: (l) => lines.push(JSON.parse(l)) },
  )
  app.get('/answer', async () => ({ ok: true }))
  app.get('/broken', async () => {
    throw new Error('the database went away')
  })
  await app.ready()
  await app.inject({ url: '/answer?page=2', headers: { authorization: 'Bearer secret-token' } })
  await app.inject({ url: '/broken' })
  await app.close()
  return lines.filter((l) => l.reqId)
}

test('a request writes one line: method, URL, status and time; the bearer token is not in it', async () => {
  const lines = await logged('info')
  const answer = lines.filter((l) => l.req?.url === '/answer?page=2')
  expect(answer).toHaveLength(1)
  expect(answer[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET' },
    res: { statusCode: 200 },
  })
  expect(typeof answer[0]!.responseTime).toBe('number')
  expect(JSON.stringify(lines)).not.toContain('secret-token')
  // A failing request: its error and its completion, each once.
  const broken = lines.filter((l) => l.req?.url === '/broken' || l.err)
  expect(broken.map((l) => l.res?.statusCode ?? l.msg)).toContain(500)
  expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(0)
})

test('at debug the incoming line is written too, for a request that never completes', async () => {
  const lines = await logged('debug')
  expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(2)
  expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(2)
})
