// Who sends each generated request: a new guest, a returning guest (its cookie), or one of a few
// signed-in shoppers (bearer tokens minted for the run). Tokens are made before the run starts.
import type { Rng } from '../lib/prng.ts'
import type { Identity } from './generate-requests.ts'
import type { MintToken } from '../lib/provider-tokens.ts'

export async function fuzzIdentities(mintToken: MintToken, guestCookies: string[], users = 4) {
  const tokens = await Promise.all(Array.from({ length: users }, (_, i) => mintToken(`fuzz-user-${i}`)))
  return (rng: Rng): Identity =>
    (): Record<string, string> => {
      const roll = rng.next()
      if (roll < 0.3) return {}
      if (roll < 0.5 && guestCookies.length) return { cookie: rng.pick(guestCookies) }
      return { authorization: `Bearer ${rng.pick(tokens)}` }
    }
}
