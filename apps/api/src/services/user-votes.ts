// The signed-in shopper's votes (GET/PUT /api/user/{id}).
import type { UserVotes } from '@haat/domain/catalog/entities'
import type { SignedInViewer } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import { addVote, findVotedProductIds } from '../repositories/votes.ts'

export async function userVotes(db: Db, viewer: SignedInViewer): Promise<UserVotes> {
  return {
    id: viewer.userId,
    name: viewer.name,
    email: viewer.email,
    upvotedProductIds: await findVotedProductIds(db, viewer.voterKey),
  }
}

/** Unknown product ids are skipped; ids go in ascending order (no lock cycles between requests). */
export async function addUserVotes(db: Db, viewer: SignedInViewer, ids: readonly number[]): Promise<void> {
  const voter = { voterKey: viewer.voterKey, userId: viewer.userId }
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await addVote(db, id, voter)
}
