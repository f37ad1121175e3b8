// The admin's product form: its values now, and the list it is picked from. A brand user reaches its
// own brand's products only (another brand's answers 404, as if it did not exist).
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { AdminProduct, AdminProductPage } from '@haat/domain/admin/product-edit'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { brands, categories, productTags, products, tags, variants } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'

const PAGE_SIZE = 25

export async function productForOperator(db: Db, operator: Operator, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  if (!row || (operator.brand && row.brandId !== operator.brand.id)) throw notFound('Product', id)
  return row
}

export async function adminProductView(db: Db, operator: Operator, id: number): Promise<AdminProduct> {
  const p = await productForOperator(db, operator, id)
  const [[brand], tagRows, variantRows, categoryRows] = await Promise.all([
    db
      .select({ id: brands.id, slug: brands.slug, name: brands.name })
      .from(brands)
      .where(eq(brands.id, p.brandId)),
    db
      .select({ name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(eq(productTags.productId, id))
      .orderBy(asc(tags.name)),
    db
      .select()
      .from(variants)
      .where(eq(variants.productId, id))
      .orderBy(asc(variants.position), asc(variants.id)),
    db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
  ])
  return {
    id: p.id,
    slug: p.slug,
    brand: brand!,
    upvoteCount: p.upvoteCount,
    description: p.description,
    descriptionHi: p.descriptionHi ?? '',
    edit: {
      title: p.title,
      headline: p.headline,
      titleHi: p.titleHi ?? '',
      headlineHi: p.headlineHi ?? '',
      price: p.price,
      offer: p.offerType ? { type: p.offerType, value: p.offerValue!, code: p.offerCode! } : null,
      tags: tagRows.map((t) => t.name),
      categoryId: p.categoryId,
      subcategoryId: p.subcategoryId,
      shippingDetails: p.shippingDetails ?? '',
      returnPolicy: p.returnPolicy ?? '',
    },
    variants: variantRows.map((v) => ({
      id: v.id,
      label: v.selectedOptions.map((o) => o.value).join(' / ') || 'Default',
      price: v.price,
      availableForSale: v.availableForSale,
    })),
    categories: categoryRows,
  }
}

export async function listAdminProducts(
  db: Db,
  operator: Operator,
  { q, page }: { q?: string; page: number },
): Promise<AdminProductPage> {
  const where: SQL[] = []
  if (operator.brand) where.push(eq(products.brandId, operator.brand.id))
  if (q) where.push(ilike(products.title, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`))
  const condition = where.length ? and(...where) : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select({ p: products, brandName: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(condition)
      .orderBy(desc(products.upvoteCount), desc(products.id))
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE),
    db.select({ n: count() }).from(products).where(condition),
  ])
  const total = counted?.n ?? 0
  return {
    content: rows.map(({ p, brandName }) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      brandName,
      price: p.price,
      offer: p.offerType
        ? `${p.offerType === 'PERCENT' ? `${p.offerValue}%` : `₹${p.offerValue}`} · ${p.offerCode}`
        : null,
      upvoteCount: p.upvoteCount,
    })),
    pageNumber: page,
    totalPages: Math.ceil(total / PAGE_SIZE),
    totalElements: total,
  }
}
