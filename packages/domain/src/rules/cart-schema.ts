// A cart item as a schema (API bodies, tests). Browsers check stored items with cart-guard.ts instead.
import { z } from 'zod'
import { offerSchema } from '../catalog/product.ts'
import type { CartItem } from './cart.ts'
import { MAX_LINE_QUANTITY } from './selection.ts'

export const cartItemSchema = z.object({
  productId: z.number().int().positive(),
  variantId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  itemImage: z.string().nullable(),
  itemPrice: z.number().nonnegative(),
  offer: offerSchema.nullable(),
  isUpvoted: z.boolean(),
}) satisfies z.ZodType<CartItem> // the schema and the plain type describe the same item
export const cartItemsSchema = z.array(cartItemSchema)
