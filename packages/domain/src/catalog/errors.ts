import { z } from 'zod'

/** Every 4xx/5xx body of the API. `error` is a stable machine code, `message` names the problem. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string() })
export type ApiError = z.infer<typeof apiErrorSchema>
