// This request's Content-Security-Policy nonce (apps/api/src/plugins/security-headers.ts): the web
// server puts it in the load context, entry.server.tsx hands it to React, and root.tsx gives it to
// <Scripts>/<ScrollRestoration>, so React Router's inline scripts are the only inline scripts that run.
import { createContext as createReactContext, useContext } from 'react'
import { createContext, type RouterContext } from 'react-router'

// Loaded natively by the server and again inside the server bundle: one key per process (see context.ts).
const KEY = Symbol.for('haat.cspNonce')
const registry = globalThis as { [KEY]?: RouterContext<string> }
export const cspNonceContext: RouterContext<string> = (registry[KEY] ??= createContext<string>(''))

/** Provided by entry.server.tsx on the server; in the browser there is none (and none is needed). */
export const CspNonce = createReactContext<string | undefined>(undefined)

export const useCspNonce = () => useContext(CspNonce)
