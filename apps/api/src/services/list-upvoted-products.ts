// My Votes: the shopper's upvoted products, newest vote first.
import type { Page } from '@haat/domain/catalog/page'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { pageOffset } from '@haat/domain/rules/paging'
import { upvoteLookupOf, type SignedInViewer } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import { loadSummaries } from '../repositories/product-summaries.ts'
import { countVotes, findVotedProductIds } from '../repositories/votes.ts'
import { pageOf, type PageRequest } from './list-products.ts'

export async function listUpvotedProducts(
  db: Db,
  viewer: SignedInViewer,
  request: PageRequest,
): Promise<Page<ProductSummary>> {
  const page = { offset: pageOffset(request.page, request.size), limit: request.size }
  const [ids, total] = await Promise.all([
    findVotedProductIds(db, viewer.voterKey, page),
    countVotes(db, viewer.voterKey),
  ])
  return pageOf(await loadSummaries(db, ids, upvoteLookupOf(viewer)), request, total)
}
