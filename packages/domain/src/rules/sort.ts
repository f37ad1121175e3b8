// Spec §2 sort dropdown and §7 sort keys: URL param <-> API key <-> label, in dropdown order.
// Zod-free (it reaches every page's bundle); the schema is in sort-schema.ts.
import { SORT_LABELS } from '../constants/messages.ts'

export const SORT_KEYS = [
  'viewCount:desc',
  'launchedOn:desc',
  'upvoteCount:desc',
  'price:asc',
  'price:desc',
] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type SortParam = 'trending' | 'new' | 'most-votes' | 'price-asc' | 'price-desc'
export type SortOption = { param: SortParam; key: SortKey; label: string }

export const DEFAULT_SORT_KEY: SortKey = 'viewCount:desc'

export const SORT_OPTIONS: readonly SortOption[] = [
  { param: 'trending', key: 'viewCount:desc', label: SORT_LABELS.trending },
  { param: 'new', key: 'launchedOn:desc', label: SORT_LABELS.new },
  { param: 'most-votes', key: 'upvoteCount:desc', label: SORT_LABELS.mostVotes },
  { param: 'price-asc', key: 'price:asc', label: SORT_LABELS.priceAsc },
  { param: 'price-desc', key: 'price:desc', label: SORT_LABELS.priceDesc },
]

// Links in the wild vary in case and separators (most-votes, most_votes, mostVotes, MOST-VOTES);
// the API key itself (upvoteCount:desc) is accepted too. All reduce to letters only.
const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '')
const byLooseName = new Map<string, SortKey>()
for (const o of SORT_OPTIONS) {
  byLooseName.set(squash(o.param), o.key)
  byLooseName.set(squash(o.key), o.key)
}

/** URL value → API key; missing or unknown → trending (the default sort). */
export function sortKeyFromParam(param: string | null | undefined): SortKey {
  if (!param) return DEFAULT_SORT_KEY
  return byLooseName.get(squash(param)) ?? DEFAULT_SORT_KEY
}

/** API key → canonical URL value (trending, new, most-votes, price-asc, price-desc). */
export function paramFromSortKey(key: SortKey): SortParam {
  return SORT_OPTIONS.find((o) => o.key === key)?.param ?? 'trending'
}

/** §2: /browse-all takes sortBy; the lower-case spelling sortby is also used. sortBy wins. */
export function readSortParam(searchParams: URLSearchParams): SortKey {
  return sortKeyFromParam(searchParams.get('sortBy') || searchParams.get('sortby'))
}

/** The dropdown entry of a key. */
export function sortOptionFor(key: SortKey): SortOption {
  return SORT_OPTIONS.find((o) => o.key === key) ?? (SORT_OPTIONS[0] as SortOption)
}
