// Shape name (as the catalogue kinds name them) → drawing function.
import type { Shape } from '../../../apps/api/src/seed/data/kind.ts'
import { dress, hoodie, kurta, sneaker, socks, tee } from './apparel.ts'
import { backpack, suitcase, tote, wallet } from './carry.ts'
import { bar, bottle, box, candle, dropper, jar, pouch, pump, tin, tube, tub } from './containers.ts'
import { dumbbell, kettlebell, sunglasses, yogamat } from './fitness.ts'
import { bowl, cushion, flask, mug, pan, planter } from './home.ts'
import type { ShapeFn } from './shape.ts'
import { earbuds, headphones, lamp, powerbank, speaker, watch } from './tech.ts'

export const SHAPES: Record<Shape, ShapeFn> = {
  bottle, dropper, pump, jar, tub, pouch, tube, box, tin, bar, candle,
  sneaker, tee, hoodie, kurta, dress, socks,
  tote, backpack, suitcase, wallet,
  watch, headphones, earbuds, speaker, powerbank, lamp,
  mug, pan, planter, bowl, flask, cushion,
  yogamat, dumbbell, kettlebell, sunglasses,
}
