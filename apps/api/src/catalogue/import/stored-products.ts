// The store's copy of the products a file names, in the import's ProductState form.
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { files, productOptions, productTags, products, tags, variants } from '../../db/schema.ts'
import { sortedDeclarations, type ProductState } from './product-state.ts'

export type StoredProduct = { id: number; state: ProductState; variantIds: Map<string, number> }

const CHUNK = 1000

export async function storedProducts(db: Db, slugs: string[]): Promise<Map<string, StoredProduct>> {
  const out = new Map<string, StoredProduct>()
  for (let i = 0; i < slugs.length; i += CHUNK) {
    const rows = await db
      .select()
      .from(products)
      .where(inArray(products.slug, slugs.slice(i, i + CHUNK)))
    if (rows.length === 0) continue
    const ids = rows.map((r) => r.id)
    const [fileRows, optionRows, variantRows, tagRows] = await Promise.all([
      db
        .select()
        .from(files)
        .where(and(inArray(files.productId, ids), eq(files.fileType, 'image')))
        .orderBy(asc(files.position), asc(files.id)),
      db
        .select()
        .from(productOptions)
        .where(inArray(productOptions.productId, ids))
        .orderBy(asc(productOptions.position)),
      db
        .select()
        .from(variants)
        .where(inArray(variants.productId, ids))
        .orderBy(asc(variants.position), asc(variants.id)),
      db
        .select({ productId: productTags.productId, slug: tags.slug, name: tags.name })
        .from(productTags)
        .innerJoin(tags, eq(tags.id, productTags.tagId))
        .where(inArray(productTags.productId, ids)),
    ])
    for (const r of rows) {
      const own = <T extends { productId: number }>(list: T[]) => list.filter((x) => x.productId === r.id)
      const variantList = own(variantRows)
      out.set(r.slug, {
        id: r.id,
        variantIds: new Map(
          variantList.map((v) => [v.selectedOptions.map((o) => o.value).join('\u0000'), v.id]),
        ),
        state: {
          columns: {
            slug: r.slug,
            title: r.title,
            headline: r.headline,
            description: r.description,
            titleHi: r.titleHi,
            headlineHi: r.headlineHi,
            descriptionHi: r.descriptionHi,
            brandId: r.brandId,
            categoryId: r.categoryId,
            subcategoryId: r.subcategoryId,
            price: r.price,
            offerType: r.offerType,
            offerValue: r.offerValue,
            offerCode: r.offerCode,
            batchMin: r.batchMin,
            buyUrl: r.buyUrl,
            shippingDetails: r.shippingDetails,
            returnPolicy: r.returnPolicy,
            declarations: sortedDeclarations(r.declarations),
          },
          images: own(fileRows).map((f) => ({ url: f.url, width: f.width ?? 0, height: f.height ?? 0 })),
          options: own(optionRows).map((o) => ({ name: o.name, values: o.values })),
          variants: variantList.map((v) => ({
            price: v.price,
            availableForSale: v.availableForSale,
            imageUrl: v.imageUrl,
            selectedOptions: v.selectedOptions,
            externalId: v.externalId,
          })),
          tags: own(tagRows)
            .map((t) => ({ slug: t.slug, name: t.name }))
            .sort((a, b) => a.slug.localeCompare(b.slug)),
        },
      })
    }
  }
  return out
}
