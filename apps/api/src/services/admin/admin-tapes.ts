// Tapes in the admin (decision 0766): every tape with its product, hidden ones too, in the storefront's
// order. A brand user sees and touches only the tapes of its own brand's products; another brand's tape
// or product answers 404, as if it did not exist (as for products).
import { and, asc, desc, eq } from 'drizzle-orm'
import type { AdminTape, AdminTapeList } from '@haat/domain/admin/tape-edit'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { brands, products, tapes } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'

function selectAdminTapes(db: Db, operator: Operator) {
  return db
    .select({
      id: tapes.id,
      url: tapes.url,
      thumbnailUrl: tapes.thumbnailUrl,
      durationMs: tapes.durationMs,
      viewCount: tapes.viewCount,
      position: tapes.position,
      hidden: tapes.hidden,
      product: { id: products.id, slug: products.slug, title: products.title, brandName: brands.name },
    })
    .from(tapes)
    .innerJoin(products, eq(products.id, tapes.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(operator.brand ? eq(products.brandId, operator.brand.id) : undefined)
    .$dynamic()
}

export async function listAdminTapes(db: Db, operator: Operator): Promise<AdminTapeList> {
  const rows = await selectAdminTapes(db, operator).orderBy(
    asc(tapes.position),
    desc(tapes.viewCount),
    desc(tapes.id),
  )
  return { content: rows }
}

export async function adminTapeView(db: Db, operator: Operator, id: number): Promise<AdminTape> {
  const [row] = await selectAdminTapes(db, operator).where(
    and(eq(tapes.id, id), operator.brand ? eq(products.brandId, operator.brand.id) : undefined),
  )
  if (!row) throw notFound('Tape', id)
  return row
}

/** The product a tape is linked to, named by slug; a brand user's own products only. */
export async function tapeProduct(db: Db, operator: Operator, slug: string) {
  const [row] = await db
    .select({ id: products.id, brandId: products.brandId })
    .from(products)
    .where(eq(products.slug, slug))
  if (!row || (operator.brand && row.brandId !== operator.brand.id)) throw notFound('Product', slug)
  return row
}
