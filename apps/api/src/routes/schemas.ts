// Request pieces shared by the routes: ids, slugs, repeated names, paging and sort, error answers.
import { z } from 'zod'
import { apiErrorSchema } from '@haat/domain/catalog/errors'
import { MAX_PRODUCT_ID } from '@haat/domain/rules/guest-upvotes'
import { pageParamsSchema } from '@haat/domain/rules/paging-schema'
import { SORT_OPTIONS } from '@haat/domain/rules/sort'
import { sortKeySchema } from '@haat/domain/rules/sort-schema'

/** The `{ error, message }` answers a route can give, for its OpenAPI entry and serialisation. */
export function errorAnswers<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries(codes.map((c) => [c, apiErrorSchema])) as {
    [K in C[number]]: typeof apiErrorSchema
  }
}

/** Positive database ids (1 .. 2^31-1): anything else is a 400, not a database error. */
export const idSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(MAX_PRODUCT_ID, `must be at most ${MAX_PRODUCT_ID}`)

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be a slug: letters, digits, "-" or "_"')
  .transform((s) => s.toLowerCase())

/** A repeated query parameter (?category=a&category=b) or a comma list (?category=a,b). */
export const nameListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()))
  .transform((names) => names.filter((n) => n.length > 0))
  .pipe(z.array(slugSchema).max(50))

/** The spec's sort keys (upvoteCount:desc …); the web's URL names (most-votes …) are accepted too. */
export const sortParamSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (SORT_OPTIONS.find((o) => o.param === v.toLowerCase())?.key ?? v) : v),
  sortKeySchema,
)

export const pagedQuerySchema = pageParamsSchema.extend({ sort: sortParamSchema.optional() })

export const listingQuerySchema = pagedQuerySchema.extend({
  category: nameListSchema.optional(),
  subcategory: nameListSchema.optional(),
  tag: slugSchema.optional(),
  brand: slugSchema.optional(),
  /** Free text; an empty box means no search. */
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((s) => s || undefined),
})

/** withproducts=false leaves guides' product lists empty. */
export const withProductsSchema = z.object({
  withproducts: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
})
