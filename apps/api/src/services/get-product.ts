// One full product; an unknown slug or id is a 404.
import type { Product } from '@haat/domain/catalog/product'
import type { UpvoteLookup } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import { notFound } from '../http/errors.ts'
import type { HindiTexts } from '../http/hindi-texts.ts'
import { findProduct, type ProductKey } from '../repositories/product-details.ts'

export async function getProduct(
  db: Db,
  key: ProductKey,
  upvotes: UpvoteLookup,
): Promise<Product & HindiTexts> {
  const product = await findProduct(db, key, upvotes)
  if (!product) throw notFound('Product', 'slug' in key ? key.slug : key.id)
  return product
}
