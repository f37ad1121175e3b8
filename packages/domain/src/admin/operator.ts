// An operator of the store (decision 0760) as the admin pages see it.
import { z } from 'zod'

export const operatorSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(['admin', 'brand']),
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
})
export type OperatorView = z.infer<typeof operatorSchema>

/** The cookie that carries an operator's access token to the admin pages (Path=/admin). */
export const ADMIN_SESSION_COOKIE = 'haat_admin'
