// Spec §2/§9 listing scroll restore, kept in sessionStorage keyed by the listing URL (path + query).
// The loaded pages are kept with the position: without them the position would not exist on return.
import { isScrollEntryFresh, pruneScrollEntries, type ScrollEntry } from '@haat/domain/rules/scroll-restore'

export const LISTING_SCROLL_KEY = 'haat_listing_scroll'

export type ListingScrollEntry<P> = ScrollEntry & { pages: P[] }
type Entries<P> = Record<string, ListingScrollEntry<P>>

function read<P>(): Entries<P> {
  try {
    const raw = window.sessionStorage.getItem(LISTING_SCROLL_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Entries<P>) : {}
  } catch {
    return {}
  }
}

function write<P>(entries: Entries<P>): boolean {
  try {
    window.sessionStorage.setItem(LISTING_SCROLL_KEY, JSON.stringify(entries))
    return true
  } catch {
    return false // quota or blocked storage: restoring is a nicety, never an error
  }
}

/** Saves one listing's position and pages; entries older than 10 minutes are dropped on the way. */
export function saveListingScroll<P>(url: string, y: number, pages: P[], now = Date.now()): void {
  const entries = pruneScrollEntries(read<P>(), now)
  entries[url] = { y, savedAt: now, pages }
  if (write(entries)) return
  // Too big with the pages: keep the position alone rather than nothing.
  entries[url] = { y, savedAt: now, pages: [] }
  write(entries)
}

/** The entry for `url` if saved within the last 5 minutes. */
export function readListingScroll<P>(url: string, now = Date.now()): ListingScrollEntry<P> | null {
  const entry = read<P>()[url]
  if (!entry || typeof entry.y !== 'number' || typeof entry.savedAt !== 'number') return null
  if (!isScrollEntryFresh(entry.savedAt, now)) return null
  return { ...entry, pages: Array.isArray(entry.pages) ? entry.pages : [] }
}
