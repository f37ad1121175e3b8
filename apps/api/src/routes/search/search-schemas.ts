// Query parameters of the search routes. Over-long text is a 400 naming the limit; text too short to
// mean anything (one character) is answered with nothing found, as an empty box is.
import { z } from 'zod'
import { PRICE_BANDS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@haat/domain/catalog/search-constants'
import { pageParamsSchema } from '@haat/domain/rules/paging-schema'
import { slugSchema, sortParamSchema } from '../schemas.ts'

export const searchTextSchema = z
  .string({ error: 'q is required: the words to search for' })
  .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`)
  .transform((s) => s.trim())

export const isTooShort = (q: string) => [...q].length < SEARCH_MIN_LENGTH

export const searchQuerySchema = pageParamsSchema.extend({
  q: searchTextSchema,
  sort: sortParamSchema.optional(),
  category: slugSchema.optional(),
  brand: slugSchema.optional(),
  price: z.enum(PRICE_BANDS.map((b) => b.key) as [string, ...string[]]).optional(),
  offer: z.enum(['yes']).optional(),
})

export const suggestQuerySchema = z.object({ q: searchTextSchema })
