// A stand-in for the network that records every request, so tests can check what the pages sent.
export type Seen = { url: string; method: string; headers: Record<string, string>; body: string }
type Answer = { status: number; body: unknown }

export function fakeFetch(answer: (req: Seen) => Answer) {
  const seen: Seen[] = []
  const fn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req: Seen = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : '',
    }
    seen.push(req)
    const { status, body } = answer(req)
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  }) as typeof fetch
  return { fn, seen }
}
