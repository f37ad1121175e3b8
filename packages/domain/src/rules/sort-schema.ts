// The sort key as the API validates it (kept apart from sort.ts so browsers need no zod).
import { z } from 'zod'
import { SORT_KEYS } from './sort.ts'

export const sortKeySchema = z.enum(SORT_KEYS)
