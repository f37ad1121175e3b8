import { z } from 'zod'

/** Every 4xx/5xx body of the API. `error` is a stable machine code, `message` names the problem. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string() })
export type ApiError = z.infer<typeof apiErrorSchema>

export const clientLogSeveritySchema = z.enum(['debug', 'info', 'warn', 'error', 'fatal'])

/** Body of POST /api/ui-logger: a browser error or request/response log. Sizes are capped. */
export const clientLogSchema = z.object({
  severity: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), clientLogSeveritySchema),
  message: z.string().max(2000).optional(),
  url: z.string().max(2000).optional(),
  request: z.record(z.string(), z.unknown()).optional(),
  response: z.record(z.string(), z.unknown()).optional(),
  error: z
    .object({
      name: z.string().max(200).optional(),
      message: z.string().max(2000).optional(),
      stack: z.string().max(8000).optional(),
    })
    .optional(),
  context: z.record(z.string(), z.unknown()).optional(),
})
export type ClientLog = z.infer<typeof clientLogSchema>
