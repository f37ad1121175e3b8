// A shape draws one product object in its own frame: centred on x = 0, standing on y = 0, growing up.
import type { Paint } from '../lib/svg.ts'

export type Drawn = { svg: string; width: number; height: number }
export type ShapeFn = (p: Paint) => Drawn
