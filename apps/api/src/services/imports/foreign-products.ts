// An import bound to a brand (a brand user's, or the store admin's choice) must not take over another
// brand's product by naming its handle: such products are refused at their line, the rest go on.
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { ReadCatalogue } from '../../catalogue/import/import-catalogue.ts'
import type { Db } from '../../db/client.ts'
import { brands, products } from '../../db/schema.ts'

export async function refuseForeignProducts(
  db: Db,
  read: ReadCatalogue,
  brandSlug: string,
): Promise<ReadCatalogue> {
  const handles = read.candidates.map((c) => c.handle)
  if (handles.length === 0) return read
  const foreign = await db
    .select({ slug: products.slug })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.slug, handles), ne(brands.slug, brandSlug)))
  const taken = new Set(foreign.map((f) => f.slug))
  if (taken.size === 0) return read
  return {
    ...read,
    candidates: read.candidates.filter((c) => !taken.has(c.handle)),
    problems: [
      ...read.problems,
      ...read.candidates
        .filter((c) => taken.has(c.handle))
        .map((c) => ({ line: c.line, handle: c.handle, reason: `'${c.handle}' is another brand's product` })),
    ],
  }
}
