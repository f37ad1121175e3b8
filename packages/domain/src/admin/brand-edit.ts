// Brands in the admin (issue 15 §2, decision 0767): the brand's page texts and pictures, its sales
// channel (built-in checkout or its own Shopify store) and that store's settings. The same schemas
// check the page's forms and the admin API's bodies. Shop tokens go in, never out: answers say only
// whether each is set.
import { z } from 'zod'

const text = (max: number) => z.string().trim().max(max)
const PICTURE = /^(?:https:\/\/[^\s"'<>]+|\/media\/[A-Za-z0-9/._-]+)$/
const picture = z.string().trim().max(1000).regex(PICTURE, 'A /media/… path or an https:// address')
export const SALES_CHANNELS = ['HAAT', 'SHOPIFY'] as const

export const brandEditSchema = z.object({
  name: text(120).min(1, 'Required'),
  description: text(2000),
  city: text(80),
  logoUrl: picture,
  bannerUrl: picture.nullable(),
  featured: z.boolean(),
  salesChannel: z.enum(SALES_CHANNELS),
})
export type BrandEdit = z.infer<typeof brandEditSchema>

export function brandEditFromForm(form: FormData): unknown {
  const str = (name: string) => String(form.get(name) ?? '').trim()
  return {
    name: str('name'),
    description: str('description'),
    city: str('city'),
    logoUrl: str('logoUrl'),
    bannerUrl: str('bannerUrl') || null,
    featured: form.get('featured') === 'on',
    salesChannel: str('salesChannel'),
  }
}

/** A new brand (decision 0769): the page's fields and its address, which never changes afterwards. */
export const brandCreateSchema = brandEditSchema.extend({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, 'At least 2 characters')
    .max(80, 'At most 80 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single dashes, e.g. kesar-and-clay'),
})
export type BrandCreate = z.infer<typeof brandCreateSchema>

export function brandCreateFromForm(form: FormData): unknown {
  return { ...(brandEditFromForm(form) as object), slug: String(form.get('slug') ?? '').trim() }
}

const HOST = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'Paste the whole token (letters, digits, _ and -)')

/** A token field: null keeps the stored one (the form's empty field), a value replaces it. */
export const brandShopEditSchema = z.object({
  storeDomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(HOST, 'The shop domain, e.g. kesar-and-clay.myshopify.com'),
  storefrontApiVersion: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}$/, 'A version like 2025-07'),
  storefrontToken: token.nullable(),
  adminToken: token.nullable(),
})
export type BrandShopEdit = z.infer<typeof brandShopEditSchema>

export function brandShopEditFromForm(form: FormData): unknown {
  const str = (name: string) => String(form.get(name) ?? '').trim()
  return {
    storeDomain: str('storeDomain'),
    storefrontApiVersion: str('storefrontApiVersion') || '2025-07',
    storefrontToken: str('storefrontToken') || null,
    adminToken: str('adminToken') || null,
  }
}

/** The shop as answered: the domain and version, and whether each token is set (never its value). */
export const brandShopViewSchema = z.object({
  storeDomain: z.string(),
  storefrontApiVersion: z.string(),
  storefrontTokenSet: z.boolean(),
  adminTokenSet: z.boolean(),
})
export type BrandShopView = z.infer<typeof brandShopViewSchema>

export const adminBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  edit: brandEditSchema,
  shop: brandShopViewSchema.nullable(),
  productCount: z.number().int(),
})
export type AdminBrand = z.infer<typeof adminBrandSchema>
export const adminBrandListSchema = z.object({ content: z.array(adminBrandSchema) })
export type AdminBrandList = z.infer<typeof adminBrandListSchema>
