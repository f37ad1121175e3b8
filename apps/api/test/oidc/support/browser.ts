// A shopper's browser, as far as sign-in needs one: fetch with a cookie jar and no automatic
// redirects (each hop is checked), and forms posted url-encoded.
export class Browser {
  readonly origin: string
  private readonly cookies = new Map<string, string>()

  constructor(origin: string) {
    this.origin = origin
  }

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attrs.some((a) => /^\s*expires=.*1970/i.test(a)) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const res = await fetch(new URL(path, this.origin), { ...init, headers, redirect: 'manual' })
    this.remember(res)
    return res
  }

  get(path: string) {
    return this.fetch(path)
  }

  post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    })
  }

  /** Follows one redirect: the Location of `res`, as a path or absolute URL. */
  follow(res: Response) {
    const location = res.headers.get('location')
    if (!location) throw new Error(`expected a redirect, got ${res.status}`)
    return this.get(location)
  }

  hasCookie(name: string) {
    return this.cookies.has(name)
  }
}
