// Spec §7/§8: frontend errors and failed calls go to POST /api/ui-logger, in the shape the API's schema
// reads (ClientLogInput from the domain). Fire and forget: logging must never break a page. Sent with
// plain fetch and no stored credentials: a log never carries the shopper's token or guest list.
import type { ClientLogInput } from '@haat/domain/logging/client-log'
import { CLIENT_LOG_LIMITS, type ClientLogSeverity } from '@haat/domain/logging/client-log-limits'

export type UiLogEntry = {
  severity: Extract<ClientLogSeverity, 'error' | 'warn' | 'info'>
  message: string
  source: string // which boundary or fallback reported it
  stack?: string
}

const cut = (text: string | undefined, max: number) => text?.slice(0, max)

/** The report for an error: the stack inside `error`, where the API keeps it. */
export function uiErrorReport(entry: UiLogEntry, url: string): ClientLogInput {
  const message = cut(entry.message, CLIENT_LOG_LIMITS.message)
  return {
    severity: entry.severity,
    message,
    url: cut(url, CLIENT_LOG_LIMITS.url),
    ...(entry.stack ? { error: { message, stack: cut(entry.stack, CLIENT_LOG_LIMITS.stack) } } : {}),
    context: { source: entry.source },
  }
}

export function sendClientLog(report: ClientLogInput): void {
  if (typeof window === 'undefined') return // the server logs its own errors
  try {
    fetch('/api/ui-logger', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => {})
  } catch {
    // no fetch (very old browser): nothing to report with
  }
}

export function reportUiError(entry: UiLogEntry): void {
  if (typeof window === 'undefined') return
  sendClientLog(uiErrorReport(entry, window.location.href))
}
