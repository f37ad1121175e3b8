// Vote calls of spec §7. The guest list header and bearer token are added by the transport.
import { voteResultSchema, type VoteResult } from '@haat/domain/catalog/product'
import type { ApiTransport } from './transport.ts'

export async function upvoteProduct(api: ApiTransport, productId: number): Promise<VoteResult> {
  return voteResultSchema.parse(await api({ method: 'PUT', path: `/product/upvote/${productId}` }))
}

export async function downvoteProduct(api: ApiTransport, productId: number): Promise<VoteResult> {
  return voteResultSchema.parse(await api({ method: 'PUT', path: `/product/downvote/${productId}` }))
}
