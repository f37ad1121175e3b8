import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchTransport } from '../../app/lib/api/fetch-transport.ts'
import { apiUrl, isNotFound, readAnswer, type ApiRequestError } from '../../app/lib/api/transport.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('apiUrl', () => {
  it('repeats list values and drops empty ones', () => {
    expect(
      apiUrl({ path: '/product', query: { category: ['a', 'b'], search: '', page: 0, size: undefined } }),
    ).toBe('/api/product?category=a&category=b&page=0')
  })
})

describe('readAnswer', () => {
  it('turns an error body into an error carrying status, code and message', () => {
    let caught: unknown
    try {
      readAnswer(404, '{"error":"not_found","message":"Product \'x\' was not found"}')
    } catch (err) {
      caught = err
    }
    expect(isNotFound(caught)).toBe(true)
    expect((caught as Error).message).toBe("Product 'x' was not found")
    expect((caught as ApiRequestError).issues).toEqual([])
  })

  it("keeps a 400's issues for the form that sent the request", () => {
    const issues = [{ path: ['body', 'address', 'pincode'], message: 'must be exactly 6 digits' }]
    const body = JSON.stringify({ error: 'bad_request', message: 'body.address.pincode: …', issues })
    expect(() => readAnswer(400, body)).toThrow(expect.objectContaining({ status: 400, issues }))
  })
})

describe('fetchTransport', () => {
  it('sends the bearer token and the guest list when stored, and times out after 10 s', async () => {
    localStorage.setItem('access_token', 'tok')
    localStorage.setItem('guest_upvotes', '[3,7]')
    const fetchSpy = vi.fn(async () => new Response('[]', { status: 200 }))
    vi.stubGlobal('fetch', fetchSpy)
    await fetchTransport({ path: '/tag' })
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/tag')
    const headers = init.headers as Record<string, string>
    expect(headers.authorization).toBe('Bearer tok')
    expect(headers.guest_upvotes).toBe('[3,7]')
    expect(init.signal).toBeInstanceOf(AbortSignal)
  })

  it('sends neither header for a guest with no list', async () => {
    const fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }))
    vi.stubGlobal('fetch', fetchSpy)
    await fetchTransport({ path: '/category' })
    const headers = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<
      string,
      string
    >
    expect(headers).not.toHaveProperty('authorization')
    expect(headers).not.toHaveProperty('guest_upvotes')
  })
})
