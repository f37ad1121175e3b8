// Decision 0812: one access-log line per request at `info`, with what Fastify's two lines carried.
import { expect, test } from 'vitest'
import { IN_PROCESS_CALL_HEADER } from '@haat/domain/logging/in-process-call'
import { createServer } from '../../src/create-server.ts'

/** A server at `level` whose log lines land in `lines`, with one route that answers. */
function loggingServer(level: 'info' | 'debug') {
  const lines: Record<string, any>[] = []
  const app = createServer(
    { LOG_LEVEL: level, NODE_ENV: 'test' },
    {},
    { write: (l) => lines.push(JSON.parse(l)) },
  )
  app.get('/answer', async () => ({ ok: true }))
  return { app, lines }
}

async function logged(level: 'info' | 'debug') {
  const { app, lines } = loggingServer(level)
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

// Decision 0830: a page's in-process calls to the API are at `debug` unless they fail.
async function inProcessLines(level: 'info' | 'debug') {
  const { app, lines } = loggingServer(level)
  app.get('/missing', async (_req, reply) =>
    reply.code(404).send({ error: 'not_found', message: 'No such thing' }),
  )
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const inProcess = { [IN_PROCESS_CALL_HEADER]: '1' }
  await app.inject({ url: '/answer?from=loader', headers: inProcess })
  await app.inject({ url: '/missing?from=loader', headers: inProcess })
  // A shopper who sends the header over a socket is still logged.
  await fetch(`${address}/answer?from=socket`, { headers: inProcess })
  await app.close()
  return lines.filter((l) => l.msg === 'request completed').map((l) => `${l.req.url} ${l.res.statusCode}`)
}

test('a successful in-process call writes no info line; a failed one and a socket request do', async () => {
  expect(await inProcessLines('info')).toEqual(['/missing?from=loader 404', '/answer?from=socket 200'])
})

test('at debug the in-process calls are written too', async () => {
  expect(await inProcessLines('debug')).toEqual([
    '/answer?from=loader 200',
    '/missing?from=loader 404',
    '/answer?from=socket 200',
  ])
})
