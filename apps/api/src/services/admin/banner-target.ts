// A banner must lead somewhere real (decision 0768): the product, brand, guide or tag it names by slug
// exists (a guide also published, or shoppers would land on a 404), and a path is one of this store's
// (the schema checked its form). Answers a 400 naming what is missing.
import { and, eq } from 'drizzle-orm'
import type { BannerTarget } from '@haat/domain/catalog/home-banner'
import type { Db } from '../../db/client.ts'
import { brands, guides, products, tags } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'

type Reader = Pick<Db, 'select'>

function findTarget(db: Reader, { kind, value }: BannerTarget) {
  switch (kind) {
    case 'product':
      return db.select({ id: products.id }).from(products).where(eq(products.slug, value))
    case 'brand':
      return db.select({ id: brands.id }).from(brands).where(eq(brands.slug, value))
    case 'guide':
      return db
        .select({ id: guides.id })
        .from(guides)
        .where(and(eq(guides.paramName, value), eq(guides.published, true)))
    case 'tag':
      return db.select({ id: tags.id }).from(tags).where(eq(tags.slug, value))
    case 'path':
      return Promise.resolve([{ id: 0 }])
  }
}

export async function assertBannerTarget(db: Reader, target: BannerTarget) {
  const [found] = await findTarget(db, target)
  const what = target.kind === 'guide' ? 'published guide' : target.kind
  if (!found) throw badRequest(`No ${what} with the address ${target.value}`, 'unknown_target')
}
