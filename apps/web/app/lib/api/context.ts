// What the web server hands each page request: the in-process API transport and the public origin.
// Imported as '#api-context' by both server.ts and the route modules so both hold the same token
// (React Router matches context keys by identity; vite.config.ts keeps this import external).
import { createContext, type RouterContextProvider } from 'react-router'
import type { ApiTransport } from './transport.ts'

export type ServerContext = {
  api: ApiTransport
  /** Absolute origin for canonical URLs and share links: PUBLIC_ORIGIN, else the request's own. */
  origin: string
}

export const serverContext = createContext<ServerContext>()

/** In a loader: `const { api } = serverOf(context)`. */
export const serverOf = (context: Readonly<RouterContextProvider>) => context.get(serverContext)
