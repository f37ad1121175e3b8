// Who is asking: a signed-in shopper (verified bearer token) or a guest. Votes are keyed per shopper.
import type { OperatorRole } from './operator.ts'

export type SignedInViewer = {
  kind: 'user'
  userId: string
  email: string | null
  name: string | null
  voterKey: string
  /** When the bearer token expires (its `exp`); null when it names none. */
  expiresAt: Date | null
  /** Operators only (the token's `haat_role` and `haat_brand` claims, decision 0760). */
  role: OperatorRole | null
  brandSlug: string | null
}
/** A guest's upvotes come from the guest_upvotes header (spec §7); votes they cast use the guest cookie. */
export type GuestViewer = { kind: 'guest'; guestUpvotes: ReadonlySet<number> }
export type Viewer = SignedInViewer | GuestViewer

export const userVoterKey = (userId: string) => `u:${userId}`
export const guestVoterKey = (guestId: string) => `g:${guestId}`

/** What product answers need to say `isUpvoted`. */
export type UpvoteLookup = { voterKey: string | null; productIds: ReadonlySet<number> }

export function upvoteLookupOf(viewer: Viewer): UpvoteLookup {
  return viewer.kind === 'user'
    ? { voterKey: viewer.voterKey, productIds: new Set() }
    : { voterKey: null, productIds: viewer.guestUpvotes }
}
