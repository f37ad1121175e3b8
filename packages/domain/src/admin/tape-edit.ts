// Tapes in the admin (issue 15 §2, decision 0766): an uploaded MP4 is linked to a product (by its slug,
// as guides name products), placed in the operator's order and shown or hidden. The same schemas check
// the page's form and the body of the admin API.
import { z } from 'zod'
import { MAX_TAPE_POSITION } from './tape-limits.ts'

const productSlug = z.string().trim().toLowerCase().min(1, 'Name a product by its address').max(200)

/** POST /api/admin/tapes?product=…&position=…: the video is the body (video/mp4). */
export const tapeUploadQuerySchema = z.object({
  product: productSlug,
  position: z.coerce.number().int().min(0).max(MAX_TAPE_POSITION).default(0),
})
export type TapeUploadQuery = z.infer<typeof tapeUploadQuerySchema>

/** PUT /api/admin/tapes/{id}: what can change after the upload. */
export const tapeEditSchema = z.object({
  product: productSlug,
  position: z.number().int('A whole number').min(0).max(MAX_TAPE_POSITION, `At most ${MAX_TAPE_POSITION}`),
  hidden: z.boolean(),
})
export type TapeEdit = z.infer<typeof tapeEditSchema>

/** A posted row of the tapes page → the schema's input. */
export function tapeEditFromForm(form: FormData): unknown {
  const position = String(form.get('position') ?? '').trim()
  return {
    product: String(form.get('product') ?? ''),
    position: position === '' ? Number.NaN : Number(position),
    hidden: form.get('hidden') === 'on',
  }
}

export const adminTapeSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  durationMs: z.number().int(),
  viewCount: z.number().int(),
  position: z.number().int(),
  hidden: z.boolean(),
  product: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), brandName: z.string() }),
})
export type AdminTape = z.infer<typeof adminTapeSchema>
export const adminTapeListSchema = z.object({ content: z.array(adminTapeSchema) })
export type AdminTapeList = z.infer<typeof adminTapeListSchema>
