// Fixed inputs of the demo catalogue. The committed media were rendered from exactly these.
import { GEAR_KINDS } from './data/kinds-gear.ts'
import { LIVING_KINDS } from './data/kinds-living.ts'
import { WEAR_KINDS } from './data/kinds-wear.ts'
import type { Kind } from './data/kind.ts'

export const DEMO_SEED = 20261122
/** Bump when the generator's output changes, so a store can tell which catalogue it holds. */
export const DEMO_SEED_VERSION = 1

export const KINDS: Kind[] = [...LIVING_KINDS, ...GEAR_KINDS, ...WEAR_KINDS]

/** Products with their own photos: three rounds over every kind. Larger loads reuse these photos. */
export const DEMO_PRODUCTS = KINDS.length * 3

/** Products that get a tape (video), by kind id; each uses the kind's first demo product. */
export const TAPE_KINDS = [
  'headphones',
  'walnut-oil',
  'yoga-mat',
  'suitcase',
  'candle',
  'serum',
  'mens-sneaker',
  'coffee',
  'watch',
  'kurta',
  'board-game',
  'protein-bar',
  'mug',
  'speaker',
  'dress',
  'planter',
  'backpack',
  'pan',
]
