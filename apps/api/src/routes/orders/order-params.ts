// The order number in order URLs, compared in upper case (shoppers may type it in lower case).
import { z } from 'zod'

export const orderParams = z.object({ publicId: z.string().trim().toUpperCase().max(40) })
