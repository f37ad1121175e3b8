// The store's own catalogue file (`npm run catalogue -- import catalogue.json`), documented in
// docs/operators.md. A Shopify CSV export is read into the same product shape, so both imports share
// one validation and one writer. Prices are whole rupees (decision 0001): `price` is the regular
// price, and `offer` is what an upvote unlocks.
import { z } from 'zod'
import { declarationsSchema } from './declarations.ts'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const text = (max: number) => z.string().trim().min(1).max(max)
const rupees = z.number().int('must be whole rupees').min(0).max(10_000_000)

export const importOfferSchema = z
  .object({
    type: z.enum(['PERCENT', 'AMOUNT']),
    value: z.number().int().min(1),
    code: z.string().regex(/^[A-Z0-9_-]{3,32}$/, 'must be 3–32 capital letters, digits, - or _'),
  })
  .refine((o) => o.type !== 'PERCENT' || o.value <= 100, { message: 'a PERCENT offer is at most 100' })

export const importVariantSchema = z.object({
  /** One { name, value } per product option, in the options' order. */
  options: z.array(z.object({ name: text(60), value: text(120) })).max(3),
  price: rupees,
  available: z.boolean().default(true),
  sku: z.string().trim().max(120).optional(),
  /** A picture of this variant: a URL, or a file path relative to the imported file. */
  image: text(2000).optional(),
  /** Shopify's variant id (gid://shopify/ProductVariant/…), so a Shopify checkout gets the exact variant. */
  shopifyId: z
    .string()
    .regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'must be gid://shopify/ProductVariant/<number>')
    .optional(),
})

export const importProductSchema = z
  .object({
    slug: z.string().regex(SLUG, 'must be lower-case words joined by -').max(200),
    title: text(255),
    /** The card's line; the title when absent. */
    headline: text(300).optional(),
    /** HTML; sanitised on import (only formatting tags and links are kept). */
    descriptionHtml: z.string().max(100_000).default(''),
    /** Hindi texts for Hindi pages (decision 0791); each absent one shows the English there. */
    titleHi: text(255).optional(),
    /** The Hindi title when absent, as the English headline is the title. */
    headlineHi: text(300).optional(),
    /** HTML, cleaned to text paragraphs as Shopify's descriptions are (decision 0742). */
    descriptionHtmlHi: z.string().max(100_000).optional(),
    /** A brand's slug; `--brand` overrides it. */
    brand: z.string().regex(SLUG, 'must be a brand slug').optional(),
    /** The paramName of a category or a subcategory (its parent is then the category). */
    category: text(120),
    tags: z.array(text(60)).max(20).default([]),
    offer: importOfferSchema.nullable().default(null),
    options: z
      .array(z.object({ name: text(60), values: z.array(text(120)).min(1).max(100) }))
      .max(3)
      .default([]),
    variants: z.array(importVariantSchema).min(1).max(100),
    /** Pictures in order: URLs, or file paths relative to the imported file. */
    images: z.array(text(2000)).max(20).default([]),
    batchMin: z.number().int().min(2).max(1000).optional(),
    buyUrl: z.url().optional(),
    shippingDetails: text(2000).optional(),
    returnPolicy: text(2000).optional(),
    /** Issue 17 §2: MRP, origin, maker, net quantity, best-before, grievance contact, HSN/GST. */
    declarations: declarationsSchema.optional(),
  })
  .superRefine((p, ctx) => {
    const names = p.options.map((o) => o.name)
    const seen = new Set<string>()
    p.variants.forEach((v, i) => {
      const wrong = v.options.length !== names.length || v.options.some((o, j) => o.name !== names[j])
      if (wrong)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'options'],
          message: `must name ${names.join(', ') || 'no options'} in order`,
        })
      else if (v.options.some((o, j) => !p.options[j]!.values.includes(o.value)))
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'options'],
          message: 'a value is not among the option’s values',
        })
      const key = v.options.map((o) => o.value).join('\u0000')
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'options'],
          message: 'two variants have the same options',
        })
      seen.add(key)
    })
  })

export const catalogueFileSchema = z.object({
  version: z.literal(1),
  products: z.array(z.unknown()).max(100_000),
})

export type ImportOffer = z.infer<typeof importOfferSchema>
export type ImportVariant = z.infer<typeof importVariantSchema>
export type ImportProduct = z.infer<typeof importProductSchema>
export type ImportVariantInput = z.input<typeof importVariantSchema>
export type ImportProductInput = z.input<typeof importProductSchema>
