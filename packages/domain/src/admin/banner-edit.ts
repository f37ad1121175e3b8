// Home banners in the admin (issue 15 §2, decision 0768): BANNER_COUNT slots, each with a picture (its
// 1280w WebP, uploaded first), the banner's words for screen readers, and where it leads: a product,
// brand, guide or tag by slug, or a path of this store. The same schemas check the page's forms and
// the admin API's bodies; the API also checks that the named product, brand, guide or tag exists.
import { z } from 'zod'
import { BANNER_COUNT } from '../constants/timings.ts'
import { BANNER_TARGET_KINDS } from '../catalog/home-banner.ts'

/** Uploaded pictures (u/banners/<hash>) and the demo's (banners/home-<n>). */
const PICTURE = /^\/media\/(?:u\/banners\/[0-9a-f]{20}|banners\/home-[1-9])-1280\.webp$/
const SLUG = /^[a-z0-9][a-z0-9-]*$/

/** A path of this store: one leading slash (not '//host'), no backslash, space or control character. */
export function isStorePath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value) || /[\\\s\p{Cc}]/u.test(value)) return false
  try {
    return new URL(value, 'https://store.invalid').origin === 'https://store.invalid'
  } catch {
    return false
  }
}

export const bannerTargetSchema = z
  .object({ kind: z.enum(BANNER_TARGET_KINDS), value: z.string().trim().min(1, 'Required').max(300) })
  .superRefine((t, ctx) => {
    const ok = t.kind === 'path' ? isStorePath(t.value) : SLUG.test(t.value) && t.value.length <= 200
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          t.kind === 'path'
            ? 'A path in this store, starting with / (e.g. /browse-all?sortby=new)'
            : `The ${t.kind}'s address: lower-case letters, digits and dashes`,
      })
  })

export const bannerEditSchema = z.object({
  imageUrl: z.string().regex(PICTURE, 'Upload a picture'),
  alt: z
    .string()
    .trim()
    .min(1, "Write the banner's words: screen readers read them")
    .max(200, 'At most 200 characters'),
  target: bannerTargetSchema,
  hidden: z.boolean(),
})
export type BannerEdit = z.infer<typeof bannerEditSchema>

/** A posted slot of the banners page → the schema's input (a new picture is uploaded before). */
export function bannerEditFromForm(form: FormData, imageUrl: string): unknown {
  const str = (name: string) => String(form.get(name) ?? '').trim()
  return {
    imageUrl,
    alt: str('alt'),
    target: { kind: str('targetKind'), value: str('target') },
    hidden: form.get('hidden') === 'on',
  }
}

export const bannerSlotSchema = z.coerce.number().int().min(1).max(BANNER_COUNT)
export const bannerMoveSchema = z.object({ direction: z.enum(['up', 'down']) })
export type BannerMove = z.infer<typeof bannerMoveSchema>

/** A slot as the admin sees it: empty (edit null) until a picture is saved in it. */
export const adminBannerSchema = z.object({
  slot: z.number().int(),
  edit: bannerEditSchema.nullable(),
  href: z.string().nullable(),
})
export type AdminBanner = z.infer<typeof adminBannerSchema>
export const adminBannerListSchema = z.object({ content: z.array(adminBannerSchema) })
export type AdminBannerList = z.infer<typeof adminBannerListSchema>

export const storedPictureSchema = z.object({ imageUrl: z.string() })
export type StoredPictureAnswer = z.infer<typeof storedPictureSchema>
