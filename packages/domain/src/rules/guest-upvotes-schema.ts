// Product ids and the guest list as the API validates them (apart from guest-upvotes.ts: no zod in browsers).
import { z } from 'zod'
import { NO_GUEST_UPVOTES_TO_MERGE } from '../constants/messages.ts'
import { GUEST_UPVOTES_MAX } from '../constants/timings.ts'
import { MAX_PRODUCT_ID } from './guest-upvotes.ts'

/** A product id in a URL path (text): coerced, then bounded. */
export const productIdSchema = z.coerce.number().int().min(1).max(MAX_PRODUCT_ID)

/** Merge request body: a non-empty JSON array of numeric ids. Empty → 'No guest upvotes to merge'. */
export const guestUpvotesSchema = z
  .array(z.number().int().min(1).max(MAX_PRODUCT_ID))
  .min(1, NO_GUEST_UPVOTES_TO_MERGE)
  .max(GUEST_UPVOTES_MAX)
  .transform((ids) => [...new Set(ids)])
