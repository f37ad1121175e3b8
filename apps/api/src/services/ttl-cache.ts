// A small in-memory LRU of promises with a time to live: concurrent callers share one load, and a
// failed load is not kept. ttlMs 0 turns caching off. clear() forgets every entry, delete() one: callers
// already waiting on a load keep it, the next caller loads afresh. adjust() lets a cache of figures follow a
// change it can compute (decision 0640) instead of loading again. With `bytes`, the cache is bounded by
// the size of what it holds as well as by entries (issue 13): a load counts once it has settled.
import { LRUCache } from 'lru-cache'

export type TtlCache<T> = {
  get: (key: string, load: () => Promise<T>) => Promise<T>
  clear: () => void
  delete: (key: string) => void
  /** For every settled entry: a new value, or undefined to drop it. A load under way is dropped, unless
   *  `untouched` says the change cannot move what that key's load reads (decision 0836). */
  adjust: (change: (key: string, value: T) => T | undefined, untouched?: (key: string) => boolean) => void
  /** What the entries count to by the byte bound's measure (0 without one). */
  bytes: () => number
}

type Entry<T> = { value: Promise<T>; settled?: { value: T } }
export type ByteBound<T> = { maxBytes: number; sizeOf: (value: T) => number }

/** onLookup: told whether each get was served from the cache (the /metrics hit share). */
export function createTtlCache<T>(
  ttlMs: number,
  maxEntries: number,
  onLookup: (hit: boolean) => void = () => {},
  bytes?: ByteBound<T>,
): TtlCache<T> {
  if (ttlMs === 0)
    return {
      get: (_key, load) => load(),
      clear: () => {},
      delete: () => {},
      adjust: () => {},
      bytes: () => 0,
    }
  const cache = new LRUCache<string, Entry<T>>({
    max: maxEntries,
    ttl: ttlMs,
    ...(bytes && {
      maxSize: bytes.maxBytes,
      maxEntrySize: bytes.maxBytes,
      sizeCalculation: (e: Entry<T>) => (e.settled ? Math.max(1, bytes.sizeOf(e.settled.value)) : 1),
    }),
  })
  return {
    get(key, load) {
      const hit = cache.get(key)
      onLookup(Boolean(hit))
      if (hit) return hit.value
      const entry: Entry<T> = { value: load() }
      cache.set(key, entry)
      entry.value.then(
        (value) => {
          entry.settled = { value }
          // Set again to be counted at its size (a new object: the cache re-counts only a new value).
          if (bytes && cache.peek(key) === entry)
            cache.set(key, { value: entry.value, settled: entry.settled }, { noUpdateTTL: true })
        },
        () => cache.get(key) === entry && cache.delete(key),
      )
      return entry.value
    },
    clear: () => cache.clear(),
    bytes: () => (bytes ? cache.calculatedSize : 0),
    delete: (key) => void cache.delete(key),
    adjust(change, untouched) {
      // A copy of the entries: setting one moves it, which would restart the walk.
      for (const [key, entry] of [...cache.entries()]) {
        // A load under way may or may not have seen a change it reads: the next reader loads afresh.
        if (!entry.settled && untouched?.(key)) continue
        const next = entry.settled ? change(key, entry.settled.value) : undefined
        if (next === undefined) cache.delete(key)
        else if (next !== entry.settled!.value)
          cache.set(key, { value: Promise.resolve(next), settled: { value: next } }, { noUpdateTTL: true })
      }
    },
  }
}
