// Spec §2/§9 listing scroll restore: an entry is used for 5 minutes and deleted after 10.
import { SCROLL_RESTORE_CLEAN_MS, SCROLL_RESTORE_VALID_MS } from '../constants/timings.ts'

/** One saved position, usually keyed by listing URL (path + query). */
export type ScrollEntry = { y: number; savedAt: number }

/** Saved at most 5 minutes before `now` (epoch ms). */
export function isScrollEntryFresh(savedAt: number, now: number): boolean {
  return now - savedAt <= SCROLL_RESTORE_VALID_MS
}

/** Drops entries saved more than 10 minutes before `now`; returns a new record. */
export function pruneScrollEntries<T extends { savedAt: number }>(
  entries: Readonly<Record<string, T>>,
  now: number,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(entries).filter(([, e]) => now - e.savedAt <= SCROLL_RESTORE_CLEAN_MS),
  )
}
