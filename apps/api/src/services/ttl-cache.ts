// A small in-memory LRU of promises with a time to live: concurrent callers share one load, and a
// failed load is not kept. ttlMs 0 turns caching off. clear() forgets every entry: callers already
// waiting on a load keep it, the next caller loads afresh.
import { LruObject } from 'toad-cache'

export type TtlCache<T> = { get: (key: string, load: () => Promise<T>) => Promise<T>; clear: () => void }

export function createTtlCache<T>(ttlMs: number, maxEntries: number): TtlCache<T> {
  if (ttlMs === 0) return { get: (_key, load) => load(), clear: () => {} }
  const cache = new LruObject<Promise<T>>(maxEntries, ttlMs)
  return {
    get(key, load) {
      const hit = cache.get(key)
      if (hit) return hit
      const fresh = load()
      cache.set(key, fresh)
      fresh.catch(() => cache.delete(key))
      return fresh
    },
    clear: () => cache.clear(),
  }
}
