// Writes one imported product inside the import's transaction: its row, its pictures (videos stay),
// options, variants (matched by option values, so carts and orders keep pointing at the same rows)
// and tags (made when new). Launch date, votes and views of an existing product are left alone.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Tx } from '../../seed/insert-rows.ts'
import { files, orderItems, productOptions, productTags, products, tags, variants } from '../../db/schema.ts'
import { variantKey, type ProductState } from './product-state.ts'
import type { StoredProduct } from './stored-products.ts'

async function tagIds(tx: Tx, wanted: ProductState['tags']): Promise<number[]> {
  if (wanted.length === 0) return []
  await tx.insert(tags).values(wanted).onConflictDoNothing({ target: tags.slug })
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      inArray(
        tags.slug,
        wanted.map((t) => t.slug),
      ),
    )
  return rows.map((r) => r.id)
}

async function writeVariants(
  tx: Tx,
  productId: number,
  state: ProductState,
  stored: StoredProduct | undefined,
) {
  const keep = new Set<number>()
  for (const [position, v] of state.variants.entries()) {
    const id = stored?.variantIds.get(variantKey(v))
    if (id !== undefined) {
      keep.add(id)
      await tx
        .update(variants)
        .set({ ...v, position })
        .where(eq(variants.id, id))
    } else {
      const [row] = await tx
        .insert(variants)
        .values({ ...v, productId, position })
        .returning({ id: variants.id })
      keep.add(row!.id)
    }
  }
  const gone = [...(stored?.variantIds.values() ?? [])].filter((id) => !keep.has(id))
  if (gone.length === 0) return
  // A variant someone ordered stays (orders point at it), no longer for sale; the rest go.
  const ordered = await tx
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, gone))
  const orderedIds = ordered.map((o) => o.id)
  if (orderedIds.length)
    await tx.update(variants).set({ availableForSale: false }).where(inArray(variants.id, orderedIds))
  const removable = gone.filter((id) => !orderedIds.includes(id))
  if (removable.length) await tx.delete(variants).where(inArray(variants.id, removable))
}

export async function writeProduct(
  tx: Tx,
  state: ProductState,
  stored: StoredProduct | undefined,
  now: Date,
) {
  let productId: number
  if (stored) {
    productId = stored.id
    await tx.update(products).set(state.columns).where(eq(products.id, productId))
  } else {
    const [row] = await tx
      .insert(products)
      .values({ ...state.columns, launchedOn: now })
      .returning({ id: products.id })
    productId = row!.id
  }
  await tx.delete(files).where(and(eq(files.productId, productId), eq(files.fileType, 'image')))
  if (state.images.length)
    await tx
      .insert(files)
      .values(
        state.images.map((img, position) => ({ ...img, productId, fileType: 'image' as const, position })),
      )
  await tx.delete(productOptions).where(eq(productOptions.productId, productId))
  if (state.options.length)
    await tx
      .insert(productOptions)
      .values(state.options.map((o, position) => ({ ...o, productId, position })))
  await writeVariants(tx, productId, state, stored)
  const ids = await tagIds(tx, state.tags)
  await tx
    .delete(productTags)
    .where(
      and(eq(productTags.productId, productId), ids.length ? notInArray(productTags.tagId, ids) : sql`true`),
    )
  if (ids.length)
    await tx
      .insert(productTags)
      .values(ids.map((tagId) => ({ productId, tagId })))
      .onConflictDoNothing()
}
