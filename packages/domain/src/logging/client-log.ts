// Body of POST /api/ui-logger (spec §7/§8): a browser error or a failed call's request/response log.
// The API validates with this schema; the browser builds its reports as `ClientLogInput`, so a field
// one side sends and the other drops (a top-level `stack`) is a type error, not a lost stack.
import { z } from 'zod'
import { CLIENT_LOG_LIMITS as L, CLIENT_LOG_SEVERITIES } from './client-log-limits.ts'

export const clientLogSeveritySchema = z.enum(CLIENT_LOG_SEVERITIES)

/** The failed call of a request/response log: never headers, bodies or query strings (tokens, personal data). */
const callSchema = z.record(z.string(), z.unknown())

export const clientLogSchema = z.object({
  severity: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), clientLogSeveritySchema),
  message: z.string().max(L.message).optional(),
  url: z.string().max(L.url).optional(),
  request: callSchema.optional(),
  response: callSchema.optional(),
  error: z
    .object({
      name: z.string().max(L.errorName).optional(),
      message: z.string().max(L.message).optional(),
      stack: z.string().max(L.stack).optional(),
    })
    .optional(),
  context: z.record(z.string(), z.unknown()).optional(),
})
/** What the API stores (severity lower-cased). */
export type ClientLog = z.infer<typeof clientLogSchema>
/** What the browser sends. */
export type ClientLogInput = z.input<typeof clientLogSchema>
