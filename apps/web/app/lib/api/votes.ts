// Vote calls of spec §7. The guest list header and bearer token are added by the transport.
import type { VoteResult } from '@haat/domain/catalog/product'
import type { ApiTransport } from './transport.ts'

export function upvoteProduct(api: ApiTransport, productId: number): Promise<VoteResult> {
  return api<VoteResult>({ method: 'PUT', path: `/product/upvote/${productId}` })
}

export function downvoteProduct(api: ApiTransport, productId: number): Promise<VoteResult> {
  return api<VoteResult>({ method: 'PUT', path: `/product/downvote/${productId}` })
}
