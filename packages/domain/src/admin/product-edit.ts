// The admin's product form (issue 15 §2/§3): the same schema checks the form in the page's action and
// the body of PUT /api/admin/products/{id}. Prices are whole rupees, never negative; the upvote offer is
// PERCENT (1–100) or AMOUNT (rupees, below the price) with its code; the description may be HTML, which
// the server sanitises to text (decision 0742). The Hindi texts are optional (an empty one shows the
// English on Hindi pages, decision 0791); a body without them leaves the stored ones as they are.
import { z } from 'zod'

const text = (max: number) => z.string().trim().min(1, 'Required').max(max)
const optionalText = (max: number) => z.string().trim().max(max)
const rupees = z
  .number({ error: 'Enter an amount in whole rupees' })
  .int('Whole rupees only')
  .min(0, 'Cannot be negative')
  .max(10_000_000)

export const OFFER_CODE = /^[A-Z0-9_-]{3,32}$/

export const productEditSchema = z
  .object({
    title: text(255),
    headline: text(300),
    descriptionHtml: optionalText(20_000),
    titleHi: optionalText(255).optional(),
    headlineHi: optionalText(300).optional(),
    descriptionHtmlHi: optionalText(20_000).optional(),
    price: rupees,
    offer: z
      .object({
        type: z.enum(['PERCENT', 'AMOUNT']),
        value: z.number({ error: 'Enter the offer' }).int('Whole numbers only').min(1, 'At least 1'),
        code: z.string().trim().regex(OFFER_CODE, '3–32 capital letters, digits, - or _'),
      })
      .nullable(),
    tags: z.array(text(60)).max(20, 'At most 20 tags'),
    categoryId: z.number().int().min(1),
    subcategoryId: z.number().int().min(1).nullable(),
    shippingDetails: optionalText(2000),
    returnPolicy: optionalText(2000),
    variants: z
      .array(z.object({ id: z.number().int().min(1), price: rupees, availableForSale: z.boolean() }))
      .max(100),
  })
  .superRefine((p, ctx) => {
    if (p.offer?.type === 'PERCENT' && p.offer.value > 100)
      ctx.addIssue({ code: 'custom', path: ['offer', 'value'], message: 'A percent offer is at most 100' })
    if (p.offer?.type === 'AMOUNT' && p.offer.value >= p.price)
      ctx.addIssue({ code: 'custom', path: ['offer', 'value'], message: 'Must be below the price' })
  })
export type ProductEdit = z.infer<typeof productEditSchema>

/** A posted form → the schema's input (numbers and booleans from strings; empty offer = none). */
export function productEditFromForm(form: FormData): unknown {
  const str = (name: string) => String(form.get(name) ?? '')
  const num = (name: string) => (str(name).trim() === '' ? undefined : Number(str(name)))
  const offerType = str('offerType')
  const variantIds = form.getAll('variantId').map(String)
  return {
    title: str('title'),
    headline: str('headline'),
    descriptionHtml: str('descriptionHtml'),
    titleHi: str('titleHi'),
    headlineHi: str('headlineHi'),
    descriptionHtmlHi: str('descriptionHtmlHi'),
    price: num('price'),
    offer:
      offerType === 'PERCENT' || offerType === 'AMOUNT'
        ? { type: offerType, value: num('offerValue'), code: str('offerCode').toUpperCase() }
        : null,
    tags: str('tags')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    categoryId: num('categoryId'),
    subcategoryId: num('subcategoryId') ?? null,
    shippingDetails: str('shippingDetails'),
    returnPolicy: str('returnPolicy'),
    variants: variantIds.map((id) => ({
      id: Number(id),
      price: num(`variantPrice-${id}`),
      availableForSale: form.get(`variantAvailable-${id}`) === 'on',
    })),
  }
}

const categoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
})

/** GET /api/admin/products/{id}: the form's current values and its choices. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  upvoteCount: z.number().int(),
  description: z.string(),
  /** '' when the product has no Hindi description. */
  descriptionHi: z.string(),
  edit: z.object({
    title: z.string(),
    headline: z.string(),
    titleHi: z.string(),
    headlineHi: z.string(),
    price: z.number().int(),
    offer: z
      .object({ type: z.enum(['PERCENT', 'AMOUNT']), value: z.number().int(), code: z.string() })
      .nullable(),
    tags: z.array(z.string()),
    categoryId: z.number().int(),
    subcategoryId: z.number().int().nullable(),
    shippingDetails: z.string(),
    returnPolicy: z.string(),
  }),
  variants: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      price: z.number().int(),
      availableForSale: z.boolean(),
    }),
  ),
  categories: z.array(categoryRef),
})
export type AdminProduct = z.infer<typeof adminProductSchema>

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  brandName: z.string(),
  price: z.number().int(),
  offer: z.string().nullable(),
  upvoteCount: z.number().int(),
})
export const adminProductPageSchema = z.object({
  content: z.array(adminProductRowSchema),
  pageNumber: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
})
export type AdminProductPage = z.infer<typeof adminProductPageSchema>

export const adminProductFiltersSchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
})
