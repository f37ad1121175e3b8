// Spec §4: after sign-in the guest's local votes move to the account (the API counts each product once),
// then the local list is cleared. §5/§8: the merge runs only if guest_upvotes exists; otherwise it is
// rejected with 'No guest upvotes to merge' here too, without a call.
import { NO_GUEST_UPVOTES_TO_MERGE } from '@haat/domain/constants/messages'
import { GUEST_UPVOTES_KEY } from '@haat/domain/constants/storage-keys'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { isApiRequestError, type ApiTransport } from '../../lib/api/transport.ts'
import { mergeGuestUpvotes } from '../../lib/api/user.ts'
import { readGuestUpvotes } from '../upvote/guest-upvotes-storage.ts'

function clearGuestVotes(): void {
  try {
    window.localStorage.removeItem(GUEST_UPVOTES_KEY)
  } catch {
    // blocked storage: nothing was stored either
  }
}

/** The rejection of a merge with nothing stored (the API's `no_guest_upvotes` answer, in the browser). */
export class NoGuestUpvotesError extends Error {
  constructor() {
    super(NO_GUEST_UPVOTES_TO_MERGE)
    this.name = 'NoGuestUpvotesError'
  }
}

/** The merged product ids. A failed merge keeps the list, so the next sign-in tries again. */
export async function mergeGuestVotes(api: ApiTransport = fetchTransport): Promise<number[]> {
  const ids = readGuestUpvotes()
  if (ids.length === 0) throw new NoGuestUpvotesError()
  try {
    const { productIds } = await mergeGuestUpvotes(api, ids)
    clearGuestVotes()
    return productIds
  } catch (err) {
    // Another tab merged them first: nothing left to merge is not a failure.
    if (!isApiRequestError(err) || err.code !== 'no_guest_upvotes') throw err
    clearGuestVotes()
    return []
  }
}
