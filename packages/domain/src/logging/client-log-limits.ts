// Size caps of a browser log report (docs/decisions/0150), shared by the schema that enforces them and the
// browser, which cuts its text to fit. No zod here: the browser bundle imports this file.
export const CLIENT_LOG_LIMITS = {
  message: 2000,
  url: 2000,
  errorName: 200,
  stack: 8000,
} as const

export const CLIENT_LOG_SEVERITIES = ['debug', 'info', 'warn', 'error', 'fatal'] as const
export type ClientLogSeverity = (typeof CLIENT_LOG_SEVERITIES)[number]
