// Access tokens verified in the last minute (issue 13): a signed-in shopper's every request carried an
// RSA signature check of the same token, ~2 % of the storefront mix's server time. A result is kept by
// the whole token, so only the same bytes reuse it; until the token expires or for a minute, whichever
// comes first, so a key the issuer withdraws stops being accepted within a minute. Failures are never
// kept. Sign-out still takes effect at once: revocation is read on every request (plugins/viewer.ts).
import type { TokenClaims, TokenVerifier } from './token-verifier.ts'

type Options = { maxEntries?: number; keepMs?: number; now?: () => number }

export function rememberVerifiedTokens(
  verify: TokenVerifier,
  { maxEntries = 2_000, keepMs = 60_000, now = Date.now }: Options = {},
): TokenVerifier {
  const verified = new Map<string, { claims: TokenClaims; until: number }>()
  return async (token) => {
    const kept = verified.get(token)
    if (kept && now() < kept.until) return kept.claims
    verified.delete(token)
    const claims = await verify(token)
    const until = Math.min(now() + keepMs, claims.expiresAt?.getTime() ?? Infinity)
    // Bounded: the oldest result goes first (a Map keeps insertion order).
    if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!)
    verified.set(token, { claims, until })
    return claims
  }
}
