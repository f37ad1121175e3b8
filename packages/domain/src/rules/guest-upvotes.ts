// Spec §3/§4/§7: the guest's local list of upvoted product ids (storage key and header guest_upvotes).
import { GUEST_UPVOTES_MAX } from '../constants/timings.ts'

/** Largest id a PostgreSQL integer column holds: larger ids are junk, not a database error. */
export const MAX_PRODUCT_ID = 2_147_483_647

function toId(entry: unknown): number | null {
  const n = typeof entry === 'string' && /^\s*\d+\s*$/.test(entry) ? Number(entry) : entry
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_PRODUCT_ID ? n : null
}

function entriesOf(raw: string): unknown[] {
  const text = raw.trim()
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (Array.isArray(parsed)) return parsed
    } catch {
      // Not valid JSON: fall through to the comma list reading.
    }
  }
  return text.replace(/^\[|\]$/g, '').split(',')
}

/**
 * Header/storage value → ids. Accepts a JSON array ('[3,7]') or a comma list ('3,7');
 * drops junk entries (non-integers, ≤ 0, too large), keeps first occurrences, caps at 500 ids.
 */
export function parseGuestUpvotes(raw: string | null | undefined): number[] {
  if (!raw) return []
  const ids = new Set<number>()
  for (const entry of entriesOf(raw)) {
    const id = toId(entry)
    if (id !== null) ids.add(id)
    if (ids.size >= GUEST_UPVOTES_MAX) break
  }
  return [...ids]
}

/** The value to store or send: a JSON array, as the header and storage hold it. */
export function serializeGuestUpvotes(list: readonly number[]): string {
  return JSON.stringify(list)
}

export function addGuestUpvote(list: readonly number[], id: number): number[] {
  return list.includes(id) ? [...list] : [...list, id]
}

export function removeGuestUpvote(list: readonly number[], id: number): number[] {
  return list.filter((x) => x !== id)
}
