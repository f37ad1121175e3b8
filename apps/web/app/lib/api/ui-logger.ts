// Spec §7/§8: frontend errors go to POST /api/ui-logger. Fire and forget: logging must never break a page.
import { fetchTransport } from './fetch-transport.ts'

export type UiLogEntry = {
  severity: 'error' | 'warn' | 'info'
  message: string
  source: string // which boundary or fallback reported it
  url?: string
  stack?: string
}

export function reportUiError(entry: UiLogEntry): void {
  if (typeof window === 'undefined') return // the server logs its own errors
  const body = { url: window.location.href, ...entry, stack: entry.stack?.slice(0, 4000) }
  fetchTransport({ method: 'POST', path: '/ui-logger', body }).catch(() => {})
}
