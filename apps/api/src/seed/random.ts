// Seeded randomness for the demo catalogue: the same seed always gives the same catalogue (no Math.random).

/** mulberry32: a tiny, fast 32-bit PRNG; plenty for picking demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a over the parts, so each product gets its own stream: product i never depends on product i-1. */
export function hashSeed(...parts: Array<string | number>): number {
  let h = 0x811c9dc5
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0)!
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number
  chance: (p: number) => boolean
  pick: <T>(items: readonly T[]) => T
  /** k distinct items, in random order. */
  sample: <T>(items: readonly T[], k: number) => T[]
  shuffle: <T>(items: readonly T[]) => T[]
}

export function createRng(...seedParts: Array<string | number>): Rng {
  const next = mulberry32(hashSeed(...seedParts))
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[out[i], out[j]] = [out[j]!, out[i]!]
    }
    return out
  }
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)]!
    },
    sample: (items, k) => shuffle(items).slice(0, k),
    shuffle,
  }
}
