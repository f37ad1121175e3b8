// A signed-in shopper's votes, kept per shopper (issue 13, decision 0818): every stored answer a
// signed-in shopper was sent asked the database which of its products they had upvoted, one statement
// per answer, a third of all the storefront's statements. Now one statement reads all of a shopper's
// votes (up to MOST_VOTES; more are asked per answer as before) and the set is kept. Their own vote, on
// this instance or (through Redis) another, drops it before its answer leaves, so their next read is
// exact; a change no one can patch (a guest-vote merge, a vote list rewrite) drops every set. KEEP_MS
// bounds what a missed announcement could leave behind.
import type { Viewer } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import {
  listenWhileOpen,
  type CatalogEvents,
  type ListeningScope,
  type CountMove,
} from '../events/catalog-events.ts'
import { findUpvotedAmong, findVoterVotes } from '../repositories/votes.ts'
import { createTtlCache } from './ttl-cache.ts'

const KEEP_MS = 30_000
const MOST_VOTES = 1000
const MOST_VOTERS = 10_000
/** A set's size in memory, roughly: a number and its hash-table slot each. */
const setBytes = (votes: ReadonlySet<number> | null) => 64 + 24 * (votes?.size ?? 0)

export type VoterVotes = {
  /** Which of these products the shopper upvoted. */
  upvotedAmong: (voterKey: string, ids: readonly number[]) => Promise<ReadonlySet<number>>
  /** What the kept sets count to (their byte bound's measure). */
  bytes: () => number
}

export function keepVoterVotes(
  scope: ListeningScope,
  db: Db,
  events: CatalogEvents,
  { mostVotes = MOST_VOTES } = {},
): VoterVotes {
  const kept = createTtlCache<ReadonlySet<number> | null>(KEEP_MS, MOST_VOTERS, undefined, {
    maxBytes: 4 * 1024 * 1024,
    sizeOf: setBytes,
  })
  listenWhileOpen(scope, events, 'counted', ({ voterKey }) => voterKey && kept.delete(voterKey))
  listenWhileOpen(scope, events, 'changed', () => kept.clear())
  return {
    bytes: kept.bytes,
    async upvotedAmong(voterKey, ids) {
      if (ids.length === 0) return new Set()
      const all = await kept.get(voterKey, () => findVoterVotes(db, voterKey, mostVotes))
      return all ?? findUpvotedAmong(db, voterKey, ids)
    },
  }
}

/** The move a vote announces: a signed-in voter's key goes with it, so their kept votes go too. */
export const movedBy = (move: CountMove, viewer: Viewer): CountMove =>
  viewer.kind === 'user' ? { ...move, voterKey: viewer.voterKey } : move
