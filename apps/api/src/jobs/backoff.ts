// How long a failed job waits before its next attempt: exponential from the base, capped, with jitter
// so jobs that failed together (mail server down) do not all come back in the same second.
export type Backoff = { baseMs: number; capMs: number }

export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, capMs: 60 * 60_000 }

/** Delay after the n-th failed attempt (n >= 1): base·2^(n-1), at most the cap, then ±20 %. */
export function retryDelayMs(
  attempt: number,
  { baseMs, capMs }: Backoff = DEFAULT_BACKOFF,
  random = Math.random,
) {
  const raw = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(raw * (0.8 + 0.4 * random()))
}
