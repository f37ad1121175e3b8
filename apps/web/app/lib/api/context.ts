// What the web server hands each page request: the in-process API transport and the public origin.
// Import it as '#api-context' (package.json "imports").
import { createContext, type RouterContextProvider, type RouterContext } from 'react-router'
import type { ApiTransport } from './transport.ts'

export type ServerContext = {
  api: ApiTransport
  /** Absolute origin for canonical URLs and share links: PUBLIC_ORIGIN, else the request's own. */
  origin: string
  /** The operator's access token from the admin cookie (decision 0762); null on every other page. */
  adminToken: string | null
}

// React Router matches context keys by identity, and this module is loaded twice: natively by server.ts
// and again inside the server bundle (or Vite's SSR runner in dev). One key per process, held globally.
const KEY = Symbol.for('haat.serverContext')
const registry = globalThis as { [KEY]?: RouterContext<ServerContext> }
export const serverContext: RouterContext<ServerContext> = (registry[KEY] ??= createContext<ServerContext>())

/** In a loader: `const { api } = serverOf(context)`. */
export const serverOf = (context: Readonly<RouterContextProvider>) => context.get(serverContext)
