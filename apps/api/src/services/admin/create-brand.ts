// New brands and deleting empty ones (decision 0769), the store admin's only, each in one transaction
// with its audit row. An address another brand has is a 409 that writes nothing. A brand with products,
// a brand user's account, or a home banner leading to it cannot be deleted (409 saying which): its
// pages and orders would lose their brand.
import { count, eq, and } from 'drizzle-orm'
import type { BrandCreate } from '@haat/domain/admin/brand-edit'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { accounts, brands, homeBanners, products } from '../../db/schema.ts'
import { conflict, forbidden } from '../../http/errors.ts'
import { deleteAudited, writeAudit } from '../../repositories/admin-audit.ts'
import { adminBrandView } from './admin-brands.ts'

const storeAdminOnly = (operator: Operator, what: string) => {
  if (operator.brand) throw forbidden(`${what} by the store admin`)
}

export async function createBrand(db: Db, operator: Operator, create: BrandCreate) {
  storeAdminOnly(operator, 'New brands are added')
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.slug, create.slug))
    if (taken) throw conflict(`${taken.name} already has the address ${create.slug}; choose another`)
    const [row] = await tx.insert(brands).values(create).returning({ id: brands.id })
    await writeAudit(tx, operator, {
      action: 'brand.create',
      entity: 'brand',
      entityId: row!.id,
      before: null,
      after: create,
    })
    return row!.id
  })
  return adminBrandView(db, operator, id)
}

async function holdersOf(db: Db, id: number, slug: string) {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0
  return {
    products: await n(db.select({ n: count() }).from(products).where(eq(products.brandId, id))),
    accounts: await n(db.select({ n: count() }).from(accounts).where(eq(accounts.brandId, id))),
    banners: await db
      .select({ slot: homeBanners.slot })
      .from(homeBanners)
      .where(and(eq(homeBanners.targetKind, 'brand'), eq(homeBanners.target, slug))),
  }
}

export async function deleteBrand(db: Db, operator: Operator, id: number) {
  storeAdminOnly(operator, 'Brands are deleted')
  const before = await adminBrandView(db, operator, id)
  const name = before.edit.name
  const held = await holdersOf(db, id, before.slug)
  if (held.products > 0)
    throw conflict(`${name} has ${held.products} products: a brand with products cannot be deleted`)
  if (held.accounts > 0) throw conflict(`${name} has a brand user's account: remove its role first`)
  if (held.banners.length > 0)
    throw conflict(`Home banner slot ${held.banners[0]!.slot} leads to ${name}: change it first`)
  await deleteAudited(
    db,
    operator,
    { action: 'brand.delete', entity: 'brand', entityId: id, before: { slug: before.slug, ...before.edit } },
    (tx) => tx.delete(brands).where(eq(brands.id, id)),
  )
}
