// The tape seed as the API validates it: a whole number 0..9999 given as text.
import { z } from 'zod'
import { TAPE_SEED_MAX } from '../constants/timings.ts'

export const tapeSeedSchema = z.coerce.number().int().min(0).max(TAPE_SEED_MAX)
