// A least-recently-used cache bounded by bytes as well as entries (issue 13: memory is measured and
// bounded), with a time to live. Values say their own size; a value larger than the whole budget is
// not kept.
import { LRUCache } from 'lru-cache'

export type ByteCacheOptions<V extends object> = {
  maxBytes: number
  maxEntries: number
  /** 0: entries never expire by time (the owner decides when they are stale). */
  ttlMs: number
  sizeOf: (value: V) => number
  /** Told of each entry pushed out to make room (not of those deleted, replaced or cleared). */
  onEvict?: (key: string, value: V) => void
  /** Told of each entry that leaves by any path but being replaced: pushed out, deleted, cleared, expired. */
  onRemove?: (key: string, value: V) => void
}

export function createByteCache<V extends object>(o: ByteCacheOptions<V>): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: o.maxEntries,
    maxSize: o.maxBytes,
    maxEntrySize: o.maxBytes,
    sizeCalculation: (value) => Math.max(1, o.sizeOf(value)),
    ...(o.ttlMs > 0 ? { ttl: o.ttlMs, ttlAutopurge: false } : {}),
    ...(o.onEvict || o.onRemove
      ? {
          dispose: (value: V, key: string, reason: string) => {
            if (reason === 'evict') o.onEvict?.(key, value)
            if (reason !== 'set') o.onRemove?.(key, value)
          },
        }
      : {}),
  })
}
