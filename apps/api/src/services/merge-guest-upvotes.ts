// Spec §4, §5: after sign-in, the votes a guest cast move to the account. The guest's list (header or
// body) and the votes of the guest cookie become the account's votes; each product counts once.
import type { MergeUpvotesResult } from '@haat/domain/catalog/product'
import { NO_GUEST_UPVOTES_TO_MERGE } from '@haat/domain/constants/messages'
import type { SignedInViewer } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import { badRequest } from '../http/errors.ts'
import { addVote, findVotedProductIds, removeVote } from '../repositories/votes.ts'

export async function mergeGuestUpvotes(
  db: Db,
  viewer: SignedInViewer,
  guestList: readonly number[],
  guestVoterKey: string | null,
): Promise<MergeUpvotesResult> {
  const cookieVotes = guestVoterKey ? await findVotedProductIds(db, guestVoterKey) : []
  const ids = [...new Set([...guestList, ...cookieVotes])].sort((a, b) => a - b)
  if (ids.length === 0) throw badRequest(NO_GUEST_UPVOTES_TO_MERGE, 'no_guest_upvotes')
  const voter = { voterKey: viewer.voterKey, userId: viewer.userId }
  const productIds: number[] = []
  // One product at a time, in id order: short transactions that never wait on each other in a cycle.
  for (const id of ids) {
    if (guestVoterKey) await removeVote(db, id, guestVoterKey)
    if (await addVote(db, id, voter)) productIds.push(id)
  }
  return { merged: productIds.length, productIds }
}
