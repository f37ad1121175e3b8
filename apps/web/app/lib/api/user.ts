// Signed-in calls of spec §7 (votes and users) and My Votes (docs/decisions/0147). The bearer token is
// added by the transport; without one these answer 401.
import type { UserVotes } from '@haat/domain/catalog/entities'
import type { Page } from '@haat/domain/catalog/page'
import type { MergeUpvotesResult, ProductSummary } from '@haat/domain/catalog/product'
import { PRODUCT_PAGE_SIZE } from '@haat/domain/constants/timings'
import type { ApiTransport } from './transport.ts'

/** PUT /api/user/merge/upvotes with the guest list as the body; 400 no_guest_upvotes when empty. */
export function mergeGuestUpvotes(api: ApiTransport, productIds: readonly number[]) {
  return api<MergeUpvotesResult>({ method: 'PUT', path: '/user/merge/upvotes', body: productIds })
}

/** My Votes: a page of the signed-in shopper's upvoted products, newest vote first. */
export function listMyUpvotedProducts(api: ApiTransport, page = 0, size = PRODUCT_PAGE_SIZE) {
  return api<Page<ProductSummary>>({ path: '/product/upvoted', query: { page, size } })
}

/** GET /api/user/{id}: the shopper and the ids they upvoted (only their own id; 403 otherwise). */
export function getUserVotes(api: ApiTransport, userId: string) {
  return api<UserVotes>({ path: `/user/${encodeURIComponent(userId)}` })
}

/** The logout mutation (spec §4): the API revokes this access token at once. Sent with the token
 * explicitly, as storage is already cleared when it goes. */
export function revokeAccessToken(api: ApiTransport, accessToken: string) {
  return api<{ success: true }>({
    method: 'POST',
    path: '/user/logout',
    headers: { authorization: `Bearer ${accessToken}` },
  })
}
