// My Votes (spec §1, §6): a page of the signed-in shopper's upvoted products, newest vote first.
// The spec does not show this path (docs/decisions/0147).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { pageParamsSchema } from '@haat/domain/rules/paging-schema'
import { listUpvotedProducts } from '../../services/list-upvoted-products.ts'
import { signedInViewer } from '../../auth/require-user.ts'
import { errorAnswers } from '../schemas.ts'

export async function listUpvotedProductsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product/upvoted',
    {
      schema: {
        tags: ['votes'],
        summary: "A page of the signed-in shopper's upvoted products (My Votes)",
        security: [{ bearer: [] }],
        querystring: pageParamsSchema,
        response: { 200: pageSchema(productSummarySchema), ...errorAnswers(400, 401) },
      },
    },
    async (req) => listUpvotedProducts(app.db, signedInViewer(req), req.query),
  )
}
