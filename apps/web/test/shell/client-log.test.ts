// @vitest-environment node
// Spec §7/§8 client logging through both sides: the browser's reports (a page error with its stack, a
// failed call from the transport's interceptor) go to the real API, which validates them with the same
// domain schema and stores them. The stack arrives; the failed call's log names method, path, status and
// request id, and carries no token, guest list, query or user id.
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { clientLogs } from '../../../api/src/db/schema.ts'
import { injectFetch, type Call } from '../upvote/inject-fetch.ts'
import { startRealApi } from '../upvote/real-api.ts'

let api: Awaited<ReturnType<typeof startRealApi>>
const calls: Call[] = []
/** x-request-id of every answer the browser got, in order. */
const requestIds: (string | null)[] = []
beforeAll(async () => {
  api = await startRealApi()
}, 120_000)
beforeEach(async () => {
  calls.length = 0
  requestIds.length = 0
  const inject = injectFetch(api.app, calls)
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await inject(input, init)
    requestIds.push(res.headers.get('x-request-id'))
    return res
  })
  await api.db.delete(clientLogs)
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await api?.teardownDom()
})

async function storedLogs() {
  await vi.waitFor(async () => expect((await api.db.select().from(clientLogs)).length).toBeGreaterThan(0))
  return api.db.select().from(clientLogs)
}

test('a page error keeps its stack and source from the browser to the stored row', async () => {
  const { reportUiError } = await import('../../app/lib/api/ui-logger.ts')
  reportUiError({
    severity: 'error',
    source: 'ErrorBoundary',
    message: 'x is undefined',
    stack: 'TypeError: x is undefined\n    at ProductCard (card.tsx:12:3)',
  })
  const [row] = await storedLogs()
  expect(row).toMatchObject({ severity: 'error' })
  expect(row!.payload).toEqual({
    message: 'x is undefined',
    url: 'http://localhost:3000/',
    error: {
      message: 'x is undefined',
      stack: 'TypeError: x is undefined\n    at ProductCard (card.tsx:12:3)',
    },
    context: { source: 'ErrorBoundary' },
  })
})

test('a failed call is logged by the interceptor with method, path, status and request id only', async () => {
  localStorage.setItem('access_token', 'not-a-real-token-SECRET')
  localStorage.setItem('guest_upvotes', '[424242]')
  window.history.replaceState(null, '', '/votes?email=asha%40example.in')
  const { fetchTransport } = await import('../../app/lib/api/fetch-transport.ts')
  await expect(
    fetchTransport({ path: '/user/asha-sub', query: { q: 'private words' } }),
  ).rejects.toMatchObject({
    status: 401,
  })
  const [row] = await storedLogs()

  expect(row).toMatchObject({ severity: 'warn' })
  expect(row!.payload).toEqual({
    message: 'GET /api/user/:id failed: 401',
    url: 'http://localhost:3000/votes',
    request: { method: 'GET', path: '/api/user/:id' },
    response: { status: 401, requestId: requestIds[0], error: 'unauthorized' },
  })
  expect(requestIds[0]).toMatch(/^[0-9a-f-]{36}$/)
  const text = JSON.stringify(row)
  for (const secret of ['SECRET', '424242', 'asha', 'private']) expect(text).not.toContain(secret)
  const logCall = calls.find((c) => c.url === '/api/ui-logger')!
  expect(logCall.headers.authorization).toBeUndefined()
  localStorage.clear()
})
