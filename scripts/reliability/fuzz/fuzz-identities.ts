// Who sends each generated request: a new guest, a returning guest (its cookie), one of a few signed-in
// shoppers, or an operator (the store admin, a brand user: the admin API is fuzzed as operators use it,
// not only refused). Tokens are minted before the run starts.
import type { Rng } from '../lib/prng.ts'
import type { Identity } from './generate-requests.ts'
import type { MintToken } from '../lib/provider-tokens.ts'

export async function fuzzIdentities(
  mintToken: MintToken,
  guestCookies: string[],
  brandSlug: string,
  users = 4,
) {
  const tokens = await Promise.all(Array.from({ length: users }, (_, i) => mintToken(`fuzz-user-${i}`)))
  const operators = await Promise.all([
    mintToken('fuzz-admin', { claims: { haat_role: 'admin' } }),
    mintToken('fuzz-brand', { claims: { haat_role: 'brand', haat_brand: brandSlug } }),
  ])
  return (rng: Rng): Identity =>
    (): Record<string, string> => {
      const roll = rng.next()
      if (roll < 0.3) return {}
      if (roll < 0.5 && guestCookies.length) return { cookie: rng.pick(guestCookies) }
      if (roll >= 0.85) return { authorization: `Bearer ${rng.pick(operators)}` }
      return { authorization: `Bearer ${rng.pick(tokens)}` }
    }
}
