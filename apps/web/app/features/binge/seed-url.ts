// Spec §2: /binge?seed={seed} repeats an order. /binge without a (valid) seed draws one and writes it
// into the address with replace, so a reload or a shared link shows the same order.
import { parseTapeSeed } from '@haat/domain/rules/tape-seed'

export const seedOf = (url: URL) => parseTapeSeed(url.searchParams.get('seed'))

/**
 * True for the one navigation the page makes itself: the drawn seed written into the address.
 * The loader already used that seed, so running it again would only repeat the same request.
 */
export function isSeedWrittenIn(currentUrl: URL, nextUrl: URL): boolean {
  return currentUrl.pathname === nextUrl.pathname && seedOf(currentUrl) === null && seedOf(nextUrl) !== null
}
