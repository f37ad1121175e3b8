// Route helpers: the catalogue a service reads and the viewer's upvotes for isUpvoted.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { upvoteLookupOf, type UpvoteLookup } from '../auth/viewer.ts'
import type { Catalog } from '../services/catalog.ts'

export const catalogOf = (app: FastifyInstance): Catalog => ({
  db: app.db,
  counts: app.listingCounts,
  voteSums: app.listingVoteSums,
  pages: app.listingPages,
  filters: app.listingFilters,
  liveCounts: app.liveCounts,
})

export const upvotesOf = (req: FastifyRequest): UpvoteLookup => upvoteLookupOf(req.viewer)
