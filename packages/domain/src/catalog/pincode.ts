// GET /api/pincode/{pincode}: where a pincode is and what delivery there looks like (issue 17 §3).
import { z } from 'zod'

export const pincodeAnswerSchema = z.object({
  pincode: z.string(),
  /** The district most of the pincode's post offices are in (the address's city). */
  city: z.string(),
  state: z.string(),
  zone: z.string(),
  /** Working days from today to delivery. */
  deliveryDays: z.number().int(),
  /** 'YYYY-MM-DD', India's date. */
  estimatedDelivery: z.string(),
  /** Cash on delivery is offered there. */
  cod: z.boolean(),
})
export type PincodeAnswer = z.infer<typeof pincodeAnswerSchema>
