// Whether a bearer token was revoked at sign-out (issue 13, decision 0818). The revocation is in the
// database, so every instance refuses the token; reading it on every request was a third of the
// storefront's statements (one per signed-in request), so an answer is kept per token for KEEP_MS.
// Sign-out here forgets this instance's answer at once; sign-out on another instance reaches this one
// through Redis as a catalogue change (catalog-writes.ts: every /api/user/ write), which forgets them
// all. Without Redis there is one instance (docs/deploy.md); should a second run without it, or Redis
// be down, a signed-out token is still refused there within KEEP_MS.
import type { Db } from '../db/client.ts'
import { listenWhileOpen, type CatalogEvents, type ListeningScope } from '../events/catalog-events.ts'
import { isTokenRevoked, revokeToken } from '../repositories/revoked-tokens.ts'
import { createTtlCache } from '../services/ttl-cache.ts'

const KEEP_MS = 10_000
const MOST_TOKENS = 2_000

export type TokenRevocations = {
  isRevoked: (token: string) => Promise<boolean>
  revoke: (token: string, expiresAt: Date) => Promise<void>
}

export function keepTokenRevocations(scope: ListeningScope, db: Db, events: CatalogEvents): TokenRevocations {
  // Keyed by the whole token, as verified tokens are (verified-tokens.ts): only the same bytes reuse it.
  const known = createTtlCache<boolean>(KEEP_MS, MOST_TOKENS)
  listenWhileOpen(scope, events, 'changed', () => known.clear())
  return {
    isRevoked: (token) => known.get(token, () => isTokenRevoked(db, token)),
    async revoke(token, expiresAt) {
      await revokeToken(db, token, expiresAt)
      known.delete(token)
    },
  }
}
