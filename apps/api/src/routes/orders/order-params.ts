// The order number in order URLs: anything else is a 404 without a database look-up.
import { z } from 'zod'

export const orderParams = z.object({ publicId: z.string().trim().toUpperCase().max(40) })
