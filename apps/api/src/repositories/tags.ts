// Tags: by slug, and a random handful for the home page (spec §9: 10 random tags).
import { eq, exists, sql } from 'drizzle-orm'
import type { Tag } from '@haat/domain/catalog/entities'
import type { Db } from '../db/client.ts'
import { productTags, tags } from '../db/schema.ts'

const tagColumns = { id: tags.id, name: tags.name, slug: tags.slug }

export async function findTagBySlug(db: Db, slug: string): Promise<Tag | undefined> {
  const [row] = await db.select(tagColumns).from(tags).where(eq(tags.slug, slug))
  return row
}

/** Distinct tags that label at least one product, in random order. */
export async function findRandomTags(db: Db, count: number): Promise<Tag[]> {
  return db
    .select(tagColumns)
    .from(tags)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(productTags)
          .where(eq(productTags.tagId, tags.id)),
      ),
    )
    .orderBy(sql`random()`)
    .limit(count)
}
