// Query and answers shared by the two checkout calls.
import { z } from 'zod'
import { checkoutUrlSchema } from '@haat/domain/catalog/order'
import { errorAnswers } from '../schemas.ts'

/** The stored coupon (spec §3 `coupon`); an empty value means none. */
export const couponSchema = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((c) => c || null)

export const checkoutAnswers = { 200: checkoutUrlSchema, ...errorAnswers(400, 401, 409, 413, 422, 429, 502) }
