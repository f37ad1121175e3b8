// Search synonyms in the admin (issue 15 §2; decision 0660): a two-way set (every term finds the
// others), a one-way rule (the first term also finds the rest) or a Hinglish word (the first term is
// replaced by the rest). The same schema checks the form and POST /api/admin/synonyms.
import { z } from 'zod'

const term = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(60, 'At most 60 letters a term')
  .regex(/[\p{L}\p{N}]/u, 'A term needs a letter or digit')

export const SYNONYM_DIRECTIONS = ['two-way', 'one-way'] as const
export const SYNONYM_SOURCES = ['synonym', 'hinglish'] as const

export const synonymEditSchema = z.object({
  terms: z
    .array(term)
    .min(2, 'Give at least two terms')
    .max(12, 'At most 12 terms')
    .refine((t) => new Set(t).size === t.length, 'Each term once'),
  direction: z.enum(SYNONYM_DIRECTIONS),
  source: z.enum(SYNONYM_SOURCES),
})
export type SynonymEdit = z.infer<typeof synonymEditSchema>

/** A posted form → the schema's input: terms comma separated; a Hinglish word is always one-way. */
export function synonymEditFromForm(form: FormData): unknown {
  const kind = String(form.get('kind') ?? '')
  return {
    terms: String(form.get('terms') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    direction: kind === 'two-way' ? 'two-way' : 'one-way',
    source: kind === 'hinglish' ? 'hinglish' : 'synonym',
  }
}

/** A stored row: seeded rows may hold more terms than the form takes, so the answer is not the form's. */
export const adminSynonymSchema = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  direction: z.enum(SYNONYM_DIRECTIONS),
  source: z.enum(SYNONYM_SOURCES),
})
export const adminSynonymListSchema = z.object({
  content: z.array(adminSynonymSchema),
  totalElements: z.number().int(),
})
export type AdminSynonymList = z.infer<typeof adminSynonymListSchema>

export const adminSynonymFiltersSchema = z.object({ q: z.string().trim().max(60).optional() })
