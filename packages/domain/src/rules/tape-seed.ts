// Spec §2/§9: /binge?seed={seed} makes the tape order repeatable; a seed is a whole number 0..9999.
// Zod-free (browsers load it); tape-seed-schema.ts holds the same rule as a schema for the API.
import { TAPE_SEED_MAX } from '../constants/timings.ts'

/** A fresh seed, 0..9999 inclusive. `random` is injectable for tests. */
export function randomTapeSeed(random: () => number = Math.random): number {
  return Math.floor(random() * (TAPE_SEED_MAX + 1))
}

/** The seed from a URL value, or null when absent or invalid (the caller then draws a fresh one). */
export function parseTapeSeed(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null
  const seed = Number(raw) // the same coercion as the schema's z.coerce.number()
  return Number.isInteger(seed) && seed >= 0 && seed <= TAPE_SEED_MAX ? seed : null
}

/** How many seeded orders product pages' "Suggested Tapes" are drawn from (decision 0819). */
export const PRODUCT_TAPE_SEEDS = 100

/** A product page's reels: the same order every time for a product, one of PRODUCT_TAPE_SEEDS, so
 *  the stored answers they come from are few and stay stored, not one per product (issue 13). */
export const productTapeSeed = (productId: number): number => productId % PRODUCT_TAPE_SEEDS
