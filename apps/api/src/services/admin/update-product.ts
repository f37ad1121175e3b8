// PUT /api/admin/products/{id}: the form's fields in one transaction with their audit row. The
// descriptions' HTML (English and Hindi) is sanitised to text (sanitize-html, decision 0742); tags are
// found or made by slug; only this product's variants may be priced. The caller announces the change to
// every cache.
import { and, eq, inArray } from 'drizzle-orm'
import type { ProductEdit } from '@haat/domain/admin/product-edit'
import type { Operator } from '../../auth/operator.ts'
import { descriptionText } from '../../catalogue/import/description-text.ts'
import type { Db } from '../../db/client.ts'
import { categories, productTags, tags, variants } from '../../db/schema.ts'
import { products } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { writeAudit } from '../../repositories/admin-audit.ts'
import { adminProductView, productForOperator } from './admin-product.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const tagSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

async function checkCategory(tx: Tx, edit: ProductEdit) {
  const ids = [edit.categoryId, ...(edit.subcategoryId ? [edit.subcategoryId] : [])]
  const rows = await tx.select().from(categories).where(inArray(categories.id, ids))
  const category = rows.find((c) => c.id === edit.categoryId)
  if (!category || category.parentId !== null) throw badRequest('Pick a top-level category')
  const sub = rows.find((c) => c.id === edit.subcategoryId)
  if (edit.subcategoryId && sub?.parentId !== category.id)
    throw badRequest('The subcategory must belong to the category')
}

async function replaceTags(tx: Tx, productId: number, names: readonly string[]) {
  const wanted = new Map(names.map((n) => [tagSlug(n), n] as const).filter(([slug]) => slug))
  await tx.delete(productTags).where(eq(productTags.productId, productId))
  if (wanted.size === 0) return
  await tx
    .insert(tags)
    .values([...wanted].map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing({ target: tags.slug })
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.slug, [...wanted.keys()]))
  await tx.insert(productTags).values(rows.map((t) => ({ productId, tagId: t.id })))
}

/** The Hindi texts the form sent ('' = none: the English shows); a body without them changes none. */
function hindiColumns(edit: ProductEdit) {
  const orNull = (text: string) => text || null
  return {
    ...(edit.titleHi === undefined ? {} : { titleHi: orNull(edit.titleHi) }),
    ...(edit.headlineHi === undefined ? {} : { headlineHi: orNull(edit.headlineHi) }),
    ...(edit.descriptionHtmlHi === undefined
      ? {}
      : { descriptionHi: orNull(descriptionText(edit.descriptionHtmlHi)) }),
  }
}

export async function updateProduct(db: Db, operator: Operator, id: number, edit: ProductEdit) {
  await productForOperator(db, operator, id)
  const before = await adminProductView(db, operator, id)
  const known = new Set(before.variants.map((v) => v.id))
  const stranger = edit.variants.find((v) => !known.has(v.id))
  if (stranger) throw badRequest(`Variant ${stranger.id} is not one of this product's`)
  await db.transaction(async (tx) => {
    await checkCategory(tx, edit)
    await tx
      .update(products)
      .set({
        title: edit.title,
        headline: edit.headline,
        description: descriptionText(edit.descriptionHtml),
        ...hindiColumns(edit),
        price: edit.price,
        offerType: edit.offer?.type ?? null,
        offerValue: edit.offer?.value ?? null,
        offerCode: edit.offer?.code ?? null,
        categoryId: edit.categoryId,
        subcategoryId: edit.subcategoryId,
        shippingDetails: edit.shippingDetails || null,
        returnPolicy: edit.returnPolicy || null,
      })
      .where(eq(products.id, id))
    for (const v of edit.variants) {
      await tx
        .update(variants)
        .set({ price: v.price, availableForSale: v.availableForSale })
        .where(and(eq(variants.id, v.id), eq(variants.productId, id)))
    }
    await replaceTags(tx, id, edit.tags)
    const after = {
      ...edit,
      descriptionHtml: undefined,
      description: descriptionText(edit.descriptionHtml),
      descriptionHtmlHi: undefined,
      descriptionHi:
        edit.descriptionHtmlHi === undefined ? undefined : descriptionText(edit.descriptionHtmlHi),
    }
    await writeAudit(tx, operator, {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: {
        ...before.edit,
        description: before.description,
        descriptionHi: before.descriptionHi,
        variants: before.variants,
      },
      after,
    })
  })
  return adminProductView(db, operator, id)
}
