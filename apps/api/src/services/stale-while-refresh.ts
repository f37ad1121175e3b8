// A stored copy's time (the page cache, the shared answers: decisions 0411, 0808). Fresh for its time;
// past it, the first request reads it anew while the others still get the copy, up to twice its time,
// so a hot page or answer never makes its shoppers wait for the read that replaces it.
export type Freshness = { freshUntil: number; staleUntil: number; refreshing: boolean }

export const freshFor = (ttlMs: number, now = Date.now()): Freshness => ({
  freshUntil: now + ttlMs,
  staleUntil: now + 2 * ttlMs,
  refreshing: false,
})

/** Fresh, or stale while one request reads it anew. */
export const servable = (copy: Freshness, now = Date.now()) =>
  now < copy.freshUntil || (copy.refreshing && now < copy.staleUntil)
