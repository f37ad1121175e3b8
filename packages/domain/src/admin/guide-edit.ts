// The admin's guide form (issue 15 §2): the same schema checks the form in the page's action and the
// body of POST/PUT /api/admin/guides. Products are picked by slug, in the curator's order; pictures are
// a stored media path (/media/…) or an https URL. An unpublished guide is hidden from shoppers.
import { z } from 'zod'

const text = (max: number) => z.string().trim().min(1, 'Required').max(max)
const PICTURE = /^(?:https:\/\/[^\s"'<>]+|\/media\/[A-Za-z0-9/._-]+)$/
const picture = z.string().trim().max(1000).regex(PICTURE, 'A /media/… path or an https:// address')
export const GUIDE_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/
export const MAX_GUIDE_PRODUCTS = 60

export const guideEditSchema = z.object({
  name: text(120),
  slug: z.string().trim().regex(GUIDE_SLUG, 'Lower-case letters, digits and dashes (at most 80)'),
  headline: text(300),
  description: text(5000),
  curatorName: text(120),
  curatorPhotoUrl: picture.nullable(),
  imageUrl: picture,
  featured: z.boolean(),
  published: z.boolean(),
  productSlugs: z
    .array(z.string().trim().min(1).max(200))
    .max(MAX_GUIDE_PRODUCTS, `At most ${MAX_GUIDE_PRODUCTS} products`)
    .refine((s) => new Set(s).size === s.length, 'Each product once'),
})
export type GuideEdit = z.infer<typeof guideEditSchema>

/** A posted form → the schema's input (one product slug a line; checkboxes 'on'). */
export function guideEditFromForm(form: FormData): unknown {
  const str = (name: string) => String(form.get(name) ?? '').trim()
  return {
    name: str('name'),
    slug: str('slug').toLowerCase(),
    headline: str('headline'),
    description: str('description'),
    curatorName: str('curatorName'),
    curatorPhotoUrl: str('curatorPhotoUrl') || null,
    imageUrl: str('imageUrl'),
    featured: form.get('featured') === 'on',
    published: form.get('published') === 'on',
    productSlugs: str('productSlugs')
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean),
  }
}

/** GET /api/admin/guides/{id}: the form's values, with each product's title for the page. */
export const adminGuideSchema = z.object({
  id: z.number().int(),
  edit: guideEditSchema,
  products: z.array(z.object({ slug: z.string(), title: z.string(), brandName: z.string() })),
})
export type AdminGuide = z.infer<typeof adminGuideSchema>

export const adminGuideRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  curatorName: z.string(),
  featured: z.boolean(),
  published: z.boolean(),
  productCount: z.number().int(),
})
export const adminGuideListSchema = z.object({ content: z.array(adminGuideRowSchema) })
export type AdminGuideList = z.infer<typeof adminGuideListSchema>
