// Spec §2/§9: /binge?seed={seed} makes the tape order repeatable; a seed is a whole number 0..9999.
import { z } from 'zod'
import { TAPE_SEED_MAX } from '../constants/timings.ts'

export const tapeSeedSchema = z.coerce.number().int().min(0).max(TAPE_SEED_MAX)

/** A fresh seed, 0..9999 inclusive. `random` is injectable for tests. */
export function randomTapeSeed(random: () => number = Math.random): number {
  return Math.floor(random() * (TAPE_SEED_MAX + 1))
}

/** The seed from a URL value, or null when absent or invalid (the caller then draws a fresh one). */
export function parseTapeSeed(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null
  const r = tapeSeedSchema.safeParse(raw)
  return r.success ? r.data : null
}
