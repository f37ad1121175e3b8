import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { searchResultSchema } from '@haat/domain/catalog/search'
import type { PriceBandKey } from '@haat/domain/catalog/search-constants'
import { pageOf } from '../../services/list-products.ts'
import { searchProducts } from '../../services/search-products.ts'
import { upvotesOf } from '../context.ts'
import { errorAnswers } from '../schemas.ts'
import { isTooShort, searchQuerySchema } from './search-schemas.ts'

const EMPTY_FACETS = { category: [], brand: [], price: [], offer: [] }

export async function searchProductsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['search'],
        summary: 'Search results: ranked products, facets (category, brand, price band, offer), did you mean',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errorAnswers(400) },
      },
    },
    async (req) => {
      const { q, page, size, sort, category, brand, price, offer } = req.query
      if (isTooShort(q))
        return {
          query: q,
          understood: '',
          results: pageOf([], { page, size }, 0),
          facets: EMPTY_FACETS,
          didYouMean: null,
        }
      const filter = { category, brand, price: price as PriceBandKey | undefined, offer: offer === 'yes' }
      return searchProducts(app.db, q, { page, size, filter, order: sort ?? 'relevance' }, upvotesOf(req))
    },
  )
}
