// Guides in the admin (issue 15 §2): the list, one guide's form, and saving it (new or changed) in one
// transaction with its audit row. Products are named by slug in the curator's order; an unknown slug
// or a slug another guide holds is a 400/409 that changes nothing. Store admins only (decision 0764).
// Home banners that lead to the guide follow a new address (guide-banners.ts).
import { and, asc, count, eq, inArray, max, ne } from 'drizzle-orm'
import type { AdminGuide, AdminGuideList, GuideEdit } from '@haat/domain/admin/guide-edit'
import { assertStoreAdmin, type Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { brands, guideProducts, guides, products } from '../../db/schema.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { writeAudit } from '../../repositories/admin-audit.ts'
import { keepGuideBanners } from './guide-banners.ts'

export async function listAdminGuides(db: Db, operator: Operator): Promise<AdminGuideList> {
  assertStoreAdmin(operator)
  const rows = await db
    .select({
      id: guides.id,
      slug: guides.slug,
      name: guides.name,
      curatorName: guides.curatorName,
      featured: guides.featured,
      published: guides.published,
      productCount: count(guideProducts.productId),
    })
    .from(guides)
    .leftJoin(guideProducts, eq(guideProducts.guideId, guides.id))
    .groupBy(guides.id)
    .orderBy(asc(guides.position), asc(guides.id))
  return { content: rows }
}

export async function adminGuideView(db: Db, operator: Operator, id: number): Promise<AdminGuide> {
  assertStoreAdmin(operator)
  const [g] = await db.select().from(guides).where(eq(guides.id, id))
  if (!g) throw notFound('Guide', id)
  const picks = await db
    .select({ slug: products.slug, title: products.title, brandName: brands.name })
    .from(guideProducts)
    .innerJoin(products, eq(products.id, guideProducts.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(guideProducts.guideId, id))
    .orderBy(asc(guideProducts.position), asc(guideProducts.productId))
  return {
    id: g.id,
    edit: {
      name: g.name,
      slug: g.slug,
      headline: g.headline,
      description: g.description,
      curatorName: g.curatorName,
      curatorPhotoUrl: g.curatorPhotoUrl,
      imageUrl: g.imageUrl,
      featured: g.featured,
      published: g.published,
      productSlugs: picks.map((p) => p.slug),
    },
    products: picks,
  }
}

async function productIdsOf(db: Db, slugs: readonly string[]) {
  const rows = slugs.length
    ? await db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(inArray(products.slug, [...slugs]))
    : []
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]))
  const unknown = slugs.filter((s) => !bySlug.has(s))
  if (unknown.length) throw badRequest(`No product with the slug ${unknown.slice(0, 5).join(', ')}`)
  return slugs.map((s) => bySlug.get(s)!)
}

/** Creates the guide (id null) or changes it; answers its form. */
export async function saveGuide(db: Db, operator: Operator, id: number | null, edit: GuideEdit) {
  assertStoreAdmin(operator)
  const before = id === null ? null : await adminGuideView(db, operator, id)
  const productIds = await productIdsOf(db, edit.productSlugs)
  const savedId = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: guides.id })
      .from(guides)
      .where(and(eq(guides.slug, edit.slug), id === null ? undefined : ne(guides.id, id)))
    if (taken) throw conflict(`Another guide already has the address ${edit.slug}`)
    const { productSlugs: _, ...fields } = edit
    const values = { ...fields, paramName: edit.slug }
    let guideId = id
    if (guideId === null) {
      const [last] = await tx.select({ position: max(guides.position) }).from(guides)
      const [row] = await tx
        .insert(guides)
        .values({ ...values, position: (last?.position ?? -1) + 1 })
        .returning({ id: guides.id })
      guideId = row!.id
    } else {
      if (before) await keepGuideBanners(tx, before.edit, edit)
      await tx.update(guides).set(values).where(eq(guides.id, guideId))
      await tx.delete(guideProducts).where(eq(guideProducts.guideId, guideId))
    }
    if (productIds.length) {
      await tx
        .insert(guideProducts)
        .values(productIds.map((productId, position) => ({ guideId: guideId!, productId, position })))
    }
    await writeAudit(tx, operator, {
      action: id === null ? 'guide.create' : 'guide.update',
      entity: 'guide',
      entityId: guideId,
      before: before?.edit ?? null,
      after: edit,
    })
    return guideId
  })
  return adminGuideView(db, operator, savedId)
}
