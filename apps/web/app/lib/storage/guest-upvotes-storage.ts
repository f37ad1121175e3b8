// localStorage guest_upvotes (spec §3): read and written whole, as the JSON array the API header carries.
import { GUEST_UPVOTES_KEY } from '@haat/domain/constants/storage-keys'
import {
  addGuestUpvote,
  parseGuestUpvotes,
  removeGuestUpvote,
  serializeGuestUpvotes,
} from '@haat/domain/rules/guest-upvotes'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // blocked storage (privacy settings): votes still work, they are just not remembered
  }
}

export function readGuestUpvotes(): number[] {
  try {
    return parseGuestUpvotes(storage()?.getItem(GUEST_UPVOTES_KEY))
  } catch {
    return []
  }
}

function write(ids: number[]): void {
  try {
    storage()?.setItem(GUEST_UPVOTES_KEY, serializeGuestUpvotes(ids))
  } catch {
    // Quota or policy: the in-memory list still holds the vote for this visit.
  }
}

/** Read fresh before writing: another tab may have voted meanwhile. */
export function storeGuestUpvote(id: number): number[] {
  const ids = addGuestUpvote(readGuestUpvotes(), id)
  write(ids)
  return ids
}

export function forgetGuestUpvote(id: number): number[] {
  const ids = removeGuestUpvote(readGuestUpvotes(), id)
  write(ids)
  return ids
}
