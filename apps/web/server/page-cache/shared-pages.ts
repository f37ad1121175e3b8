// Which pages are the same for every shopper (docs/decisions/0411). The server renders no shopper's
// data (tokens, bag and votes live in the browser), so every catalogue page qualifies; pages about one
// shopper (orders, checkout, votes, the sign-in returns) are left out all the same, so a future loader
// that reads a cookie there can never leak into a shared copy. `.data` is React Router's loader data
// for client-side navigation to the same page.
import { isbot } from 'isbot'

const SHARED_PATHS = [
  /^\/$/,
  /^\/browse-all$/,
  /^\/brands(\/[^/]+)?$/,
  /^\/product\/[^/]+$/,
  /^\/tags\/[^/]+$/,
  /^\/binge(\/[^/]+)?$/,
  /^\/guides(\/[^/]+)?$/,
  /^\/(about|contact|terms|privacy)$/,
]

/** `_root.data` is the home page's loader data; /hi/… is the same page in Hindi (decision 0790). */
function pagePath(pathname: string): string {
  const page = pathname.replace(/^\/hi(?=\/|$)/, '') || '/'
  if (page === '/_root.data') return '/'
  return page.endsWith('.data') ? page.slice(0, -'.data'.length) : page
}

export type PageRequest = { method: string; url: string; headers: Record<string, unknown> }

/** The cache key of a shared page (bots get whole pages, browsers streamed ones), or null. */
export function sharedPageKey(req: PageRequest): string | null {
  if (req.method !== 'GET' || req.headers.authorization) return null
  const query = req.url.indexOf('?')
  const pathname = query === -1 ? req.url : req.url.slice(0, query)
  if (!SHARED_PATHS.some((path) => path.test(pagePath(pathname)))) return null
  const agent = req.headers['user-agent']
  return `${typeof agent === 'string' && isbot(agent) ? 'bot' : 'browser'} ${req.url}`
}
