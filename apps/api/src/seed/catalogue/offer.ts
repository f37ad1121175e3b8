// The exclusive offer a product unlocks on upvote: about a quarter have none.
import type { Rng } from '../random.ts'

export type OfferDraft = { type: 'PERCENT' | 'AMOUNT'; value: number; code: string }

const PERCENTS = [5, 10, 15, 20, 25, 30, 35, 40]
const AMOUNTS = [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000]
const PERCENT_PREFIXES = ['HAAT', 'UPVOTE', 'DESI', 'VOTE']
const AMOUNT_PREFIXES = ['FLAT', 'SAVE']

export function draftOffer(price: number, brandCode: string, rng: Rng): OfferDraft | null {
  if (rng.chance(0.25)) return null
  // An amount off never takes more than 40 % of the price, so AMOUNT offers stay believable.
  const amounts = AMOUNTS.filter((a) => a <= price * 0.4)
  if (amounts.length > 0 && rng.chance(0.4)) {
    const value = rng.pick(amounts)
    return { type: 'AMOUNT', value, code: `${rng.pick(AMOUNT_PREFIXES)}${value}` }
  }
  const value = rng.pick(PERCENTS)
  const prefix = rng.chance(0.3) ? brandCode : rng.pick(PERCENT_PREFIXES)
  return { type: 'PERCENT', value, code: `${prefix}${value}` }
}
